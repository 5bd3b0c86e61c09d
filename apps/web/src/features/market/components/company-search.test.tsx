import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/token.ts";
import { renderWithApp, stubFetch } from "../../../test/render.tsx";
import { CompanySearch } from "./company-search.tsx";
import { splitMatches } from "./highlight-match.tsx";

const base = {
  industry: "Banks",
  segment: "LARGE" as const,
  market_price: 243.55,
  prev_close: 243.65,
  change: -0.1,
  change_pct: -0.04,
  market_cap: 1e12,
  is_watch: false,
};
const SCRIPS = [
  { ...base, id: 1, srCode: "532134", shortCode: "BANKBARODA", name: "Bank of Baroda" },
  { ...base, id: 2, srCode: "532215", shortCode: "AXISBANK", name: "Axis Bank Ltd" },
];

function CompanyProbe() {
  const { state } = useLocation();
  return <p>company state {JSON.stringify(state)}</p>;
}

function renderSearch() {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<CompanySearch />} />
      <Route path="/company" element={<CompanyProbe />} />
    </Routes>,
    { path: "/dashboard" },
  );
}

describe("splitMatches", () => {
  it("marks every case-insensitive occurrence of the keyword", () => {
    expect(splitMatches("Axis Bank Ltd (AXISBANK)", "bank")).toEqual([
      { text: "Axis ", match: false },
      { text: "Bank", match: true },
      { text: " Ltd (AXIS", match: false },
      { text: "BANK", match: true },
      { text: ")", match: false },
    ]);
    expect(splitMatches("Infosys", "  ")).toEqual([{ text: "Infosys", match: false }]);
  });
});

describe("company search", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("is a 60 px button that opens into a 400 px box with the SEARCH FOR COMPANIES, NEWS placeholder", async () => {
    vi.stubGlobal("fetch", stubFetch({}).stub);
    renderSearch();
    const root = document.querySelector<HTMLElement>("[data-company-search]")!;
    expect(root.style.getPropertyValue("--search-closed")).toBe("60px");
    expect(root.style.getPropertyValue("--search-open")).toBe("400px");
    expect(root.dataset.open).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Search for companies" }));
    const box = screen.getByRole("combobox", { name: "Search for companies" });
    expect(box.getAttribute("placeholder")).toBe("SEARCH FOR COMPANIES, NEWS");
    expect(document.querySelector<HTMLElement>("[data-company-search]")?.dataset.open).toBe("true");
  });

  it("lists matches as name (short code) with the keyword bolded, and opens the company with name and id", async () => {
    const api = stubFetch({ "GET /api/scrips/search-company": { scrips: SCRIPS } });
    vi.stubGlobal("fetch", api.stub);
    renderSearch();
    await userEvent.click(screen.getByRole("button", { name: "Search for companies" }));
    await userEvent.type(screen.getByRole("combobox", { name: "Search for companies" }), "bank");
    const options = await screen.findAllByRole("option");
    expect(api.calls.at(-1)?.url).toBe("/api/scrips/search-company?company=bank");
    expect(options[1]?.querySelector("span")?.textContent).toBe("Axis Bank Ltd (AXISBANK)");
    expect([...(options[1]?.querySelectorAll("b") ?? [])].map((b) => b.textContent)).toEqual([
      "Bank",
      "BANK",
    ]);

    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByText('company state {"name":"Axis Bank Ltd","id":2}')).toBeTruthy();
  });

  it("says so when nothing matches", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/scrips/search-company": { scrips: [] } }).stub);
    renderSearch();
    await userEvent.click(screen.getByRole("button", { name: "Search for companies" }));
    await userEvent.type(screen.getByRole("combobox", { name: "Search for companies" }), "zzz");
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("No company matches"));
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Search for companies" })).toBeTruthy();
  });
});
