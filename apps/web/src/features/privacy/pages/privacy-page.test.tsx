import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyPrivacy, PrivacyRequest } from "@fincareer/domain/contract/privacy";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, renderWithApp, stubFetch } from "../../../test/render.tsx";
import "../../../test/jsdom-fonts.ts";
import PrivacyPage from "./privacy-page.tsx";
import { CONTACT, NOTICE, privacyRequest } from "./privacy-test-data.ts";

/** Asha accepted version 1 at sign-up with every optional use, and has asked for nothing yet. */
function consented(): MyPrivacy {
  const at = "2026-11-02T04:30:00.000Z";
  return {
    notice_version: 1,
    accepted_version: 1,
    accepted_at: at,
    needs_consent: false,
    purposes: [
      { purpose: "marketing_mail", granted: true, at },
      { purpose: "cohort_comparison", granted: true, at },
      { purpose: "public_name", granted: true, at },
    ],
    requests: [],
    contact: CONTACT,
    erasure_notice_hours: 48,
  };
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe("the learner's privacy page", { timeout: 20_000 }, () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("withdraws an optional use in one click and shows when it went off", async () => {
    let state = consented();
    const stub = stubFetch({
      "GET /api/privacy/me": () => state,
      "GET /api/privacy/notice": NOTICE,
      "PUT /api/privacy/consent/marketing_mail": (_: string, init: RequestInit | undefined) => {
        const { granted } = jsonBody(init) as { granted: boolean };
        state = {
          ...state,
          purposes: state.purposes.map((p) =>
            p.purpose === "marketing_mail" ? { ...p, granted, at: "2026-11-28T09:15:00.000Z" } : p,
          ),
        };
        return state;
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PrivacyPage />);

    expect(await screen.findByText(/You accepted version 1 on 02\/11\/2026/)).toBeTruthy();
    const marketing = screen.getByRole("switch", { name: /Emails about renewals and new programs/ });
    expect(checked(marketing)).toBe(true);
    await userEvent.click(marketing);

    await waitFor(() => expect(checked(marketing)).toBe(false));
    const put = stub.calls.filter((c) => c.method === "PUT");
    expect(put).toHaveLength(1);
    expect(jsonBody(put[0]!.init)).toEqual({ granted: false });
    expect(screen.getByText("Off since 28/11/2026 2:45 pm IST")).toBeTruthy();
    // The other uses are untouched.
    expect(checked(screen.getByRole("switch", { name: /cohort's medians/ }))).toBe(true);
    expect(checked(screen.getByRole("switch", { name: /leaderboards/ }))).toBe(true);
  });

  it("asks for a copy of the data, a correction and an erasure, and cancels the erasure", async () => {
    let state = consented();
    const sent: unknown[] = [];
    const stub = stubFetch({
      "GET /api/privacy/me": () => state,
      "GET /api/privacy/notice": NOTICE,
      "POST /api/privacy/requests/": (url: string) => {
        expect(url).toBe("/api/privacy/requests/13/cancel");
        state = { ...state, requests: state.requests.filter((r) => r.id !== 13) };
        return privacyRequest({ id: 13, kind: "erasure", state: "cancelled" });
      },
      "POST /api/privacy/requests": (_: string, init: RequestInit | undefined) => {
        const body = jsonBody(init) as { kind: PrivacyRequest["kind"]; field?: "legal_name"; value?: string };
        sent.push(body);
        const made =
          body.kind === "access"
            ? privacyRequest({ id: 11 })
            : body.kind === "correction"
              ? privacyRequest({
                  id: 12,
                  kind: "correction",
                  state: "open",
                  field: body.field,
                  value: body.value,
                })
              : privacyRequest({
                  id: 13,
                  kind: "erasure",
                  state: "scheduled",
                  scheduled_for: "2026-11-30T05:00:00.000Z",
                });
        state = { ...state, requests: [made, ...state.requests] };
        return state;
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PrivacyPage />);

    // A copy of my data: prepared in the background.
    await userEvent.click(await screen.findByRole("button", { name: "Prepare a copy of my data" }));
    const preparing = await screen.findByRole("button", { name: "Being prepared…" });
    expect((preparing as HTMLButtonElement).disabled).toBe(true);

    // A correction of what I cannot edit myself.
    await userEvent.type(screen.getByRole("textbox", { name: /The correct value/ }), "Asha Lakshmi Rao");
    await userEvent.click(screen.getByRole("button", { name: "Send correction request" }));
    const mine = screen.getByRole("region", { name: "My requests" });
    expect(await within(mine).findByText("Asha Lakshmi Rao", { exact: false })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /The correct value/ }).value).toBe("");

    // Erasure after a confirmation, with 48 hours' notice.
    await userEvent.click(screen.getByRole("button", { name: "Ask for erasure" }));
    await userEvent.click(await screen.findByRole("button", { name: "Erase in 48 hours" }));
    expect(await screen.findByText("Erasure scheduled")).toBeTruthy();
    expect(screen.getByText(/will be erased on 30\/11\/2026 10:30 am IST/)).toBeTruthy();
    expect(sent).toEqual([
      { kind: "access" },
      { kind: "correction", field: "legal_name", value: "Asha Lakshmi Rao", note: "" },
      { kind: "erasure", note: "" },
    ]);

    // Changing my mind within the 48 hours.
    await userEvent.click(screen.getByRole("button", { name: "Cancel the erasure" }));
    expect(await screen.findByRole("button", { name: "Ask for erasure" })).toBeTruthy();
    expect(screen.queryByText("Erasure scheduled")).toBeNull();
    expect(stub.calls.some((c) => c.method === "POST" && c.url === "/api/privacy/requests/13/cancel")).toBe(
      true,
    );
  });

  it("says what the server refused, beside nothing else changing", async () => {
    const stub = stubFetch({
      "GET /api/privacy/me": consented(),
      "GET /api/privacy/notice": NOTICE,
      "POST /api/privacy/requests": () =>
        new Response(
          JSON.stringify({
            error: "conflict",
            message: "An erasure is already scheduled: cancel it before asking again",
          }),
          { status: 409, headers: { "Content-Type": "application/json" } },
        ),
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<PrivacyPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Ask for erasure" }));
    await userEvent.click(await screen.findByRole("button", { name: "Erase in 48 hours" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your request was not sent");
    expect(alert.textContent).toContain("An erasure is already scheduled: cancel it before asking again");
    expect(screen.queryByText("Erasure scheduled")).toBeNull();
  });
});
