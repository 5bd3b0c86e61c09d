import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../test/render.tsx";
import { setToken } from "../../lib/token.ts";
import { lazyScreen } from "../lazy-screen.tsx";
import { MaintenancePage } from "./maintenance-page.tsx";

describe("maintenance page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the outage texts and logs '{service} service error in {programme}'", async () => {
    setToken("t");
    const api = stubFetch({ "POST /api/errorlog/add": { ok: true } });
    vi.stubGlobal("fetch", api.stub);
    renderWithApp(<MaintenancePage service="Portfolio" />, {
      user: makeUser({ user_id: 42, cprogram: "FMEPGOLD" }),
    });

    expect(screen.getByRole("heading", { name: "We will be back online shortly!" })).toBeTruthy();
    expect(
      screen.getByText("Our Portfolio service is currently undergoing scheduled maintenance."),
    ).toBeTruthy();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const call = api.calls[0];
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/api/errorlog/add");
    expect(jsonBody(call?.init)).toEqual({
      user_id: 42,
      error: "Portfolio service error in FMEPGOLD",
    });
  });

  it("ignores a failing log call", async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", failing);
    renderWithApp(<MaintenancePage service="Stats" />, { user: makeUser() });
    await waitFor(() => expect(failing).toHaveBeenCalledOnce());
    expect(screen.getByText("Our Stats service is currently undergoing scheduled maintenance.")).toBeTruthy();
  });

  it("replaces a screen whose code fails to load, after the 'Loading...' fallback", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = stubFetch({ "POST /api/errorlog/add": { ok: true } });
    vi.stubGlobal("fetch", api.stub);
    let fail: (e: Error) => void = () => undefined;
    const Broken = lazyScreen(
      "Games",
      () => new Promise((_resolve, reject) => (fail = reject as (e: Error) => void)),
    );
    renderWithApp(<Broken />, { user: makeUser({ user_id: 3, cprogram: "IBEPGOLD" }) });
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    fail(new Error("Failed to fetch dynamically imported module"));
    expect(
      await screen.findByText("Our Games service is currently undergoing scheduled maintenance."),
    ).toBeTruthy();
    await waitFor(() =>
      expect(jsonBody(api.calls[0]?.init)).toEqual({
        user_id: 3,
        error: "Games service error in IBEPGOLD",
      }),
    );
    errors.mockRestore();
  });
});
