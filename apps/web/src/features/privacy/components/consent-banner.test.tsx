import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsentBody, MyPrivacy } from "@fincareer/domain/contract/privacy";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, renderWithApp, stubFetch } from "../../../test/render.tsx";
import "../../../test/jsdom-fonts.ts";
import { CONTACT, NOTICE } from "../pages/privacy-test-data.ts";
import { ConsentBanner } from "./consent-banner.tsx";

/** Asha accepted version 1 with the renewal mails only; version 2 has been published since. */
function askedAgain(): MyPrivacy {
  const at = "2026-11-02T04:30:00.000Z";
  return {
    notice_version: 2,
    accepted_version: 1,
    accepted_at: at,
    needs_consent: true,
    purposes: [
      { purpose: "marketing_mail", granted: true, at },
      { purpose: "cohort_comparison", granted: false, at },
      { purpose: "public_name", granted: false, at },
    ],
    requests: [],
    contact: CONTACT,
    erasure_notice_hours: 48,
  };
}

describe("the privacy notice banner", { timeout: 20_000 }, () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("asks once for a new version, keeps the choices given before, and goes once it is accepted", async () => {
    let state = askedAgain();
    const stub = stubFetch({
      "GET /api/privacy/me": () => state,
      "GET /api/privacy/notice": { ...NOTICE, version: 2 },
      "POST /api/privacy/consent": (_: string, init: RequestInit | undefined) => {
        const body = jsonBody(init) as ConsentBody;
        state = {
          ...state,
          accepted_version: body.notice_version,
          needs_consent: false,
          purposes: state.purposes.map((p) => ({ ...p, granted: body.purposes.includes(p.purpose) })),
        };
        return state;
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ConsentBanner />);

    expect(await screen.findByText("Our privacy notice has changed")).toBeTruthy();
    expect(screen.getByText(/Please read version 2 of the privacy notice/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Read the notice" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText("Your name, email address and password (stored only as a hash)."),
    ).toBeTruthy();
    // The use given before stays ticked; the others stay off until ticked.
    const renewals = within(dialog).getByRole<HTMLInputElement>("checkbox", { name: /renewals/ });
    const cohort = within(dialog).getByRole<HTMLInputElement>("checkbox", { name: /cohort's medians/ });
    expect(renewals.checked).toBe(true);
    expect(cohort.checked).toBe(false);
    await userEvent.click(cohort);
    await userEvent.click(within(dialog).getByRole("button", { name: "I have read the notice and accept" }));

    await waitFor(() => expect(screen.queryByText("Our privacy notice has changed")).toBeNull());
    const post = stub.calls.find((c) => c.method === "POST")!;
    expect(jsonBody(post.init)).toEqual({
      notice_version: 2,
      purposes: ["marketing_mail", "cohort_comparison"],
      language: "en",
    });
  });

  it("shows nothing to a learner who accepted the current version", async () => {
    const stub = stubFetch({
      "GET /api/privacy/me": { ...askedAgain(), accepted_version: 2, needs_consent: false },
      "GET /api/privacy/notice": { ...NOTICE, version: 2 },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<ConsentBanner />);
    await waitFor(() => expect(stub.calls.filter((c) => c.method === "GET")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("button", { name: "Read the notice" })).toBeNull();
  });
});
