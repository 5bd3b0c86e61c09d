import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminPrivacy, NoticeBody, PrivacyRequest } from "@fincareer/domain/contract/privacy";
import { DEFAULT_NOTICE } from "@fincareer/domain/privacy-notice";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import "../../../test/jsdom-fonts.ts";
import AdminPrivacyPage from "./admin-privacy-page.tsx";
import { CONTACT, NOTICE, privacyRequest } from "./privacy-test-data.ts";

const ADMIN = makeUser({ role: "admin", cprogram: null, program: [] });

/** Sunita's request (a correction of her legal name unless overridden). */
function request(overrides: Partial<PrivacyRequest>): PrivacyRequest {
  return privacyRequest({
    id: 21,
    user_id: 8,
    user_label: "Sunita Sharma <sunita@example.in>",
    kind: "correction",
    state: "open",
    field: "legal_name",
    value: "Sunita Devi Sharma",
    created_at: "2026-11-20T05:00:00.000Z",
    due_at: "2026-12-20T05:00:00.000Z",
    ...overrides,
  });
}

function adminPage(requests: PrivacyRequest[]): AdminPrivacy {
  return {
    data_map: [
      {
        module: "auth",
        id: "account",
        where: "users(name, email, phone, password_hash)",
        what: "Name, email, phone and password hash",
        purpose: "the account",
        retention: "until erasure",
        erasure: "anonymise",
        legal_basis: null,
      },
      {
        module: "certificates",
        id: "certificates",
        where: "certificates(code, issued_at, grade)",
        what: "Certificate codes and grades",
        purpose: "verifying certificates",
        retention: "8 years",
        erasure: "keep",
        legal_basis: "records of assessment the institute must keep",
      },
    ],
    requests,
    notices: [{ version: 1, published_at: "2026-11-01T00:00:00.000Z", published_by: null }],
    contact: CONTACT,
    retention_years: 3,
  };
}

/** Types a whole text at once (the notice form has some fifty fields: typing key by key is slow in jsdom). */
function setText(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

/** A 400 as the server sends it: each field's path and message. */
function refused(fields: { path: string; message: string }[]) {
  return new Response(JSON.stringify({ error: "validation_error", message: fields[0]!.message, fields }), {
    status: 400,
    headers: { "Content-Type": "application/json" },
  });
}

describe("the admins' privacy page", { timeout: 60_000 }, () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("lists the open requests with their due dates, refuses a correction with a reason and shows the data map", async () => {
    let requests = [
      request({}),
      request({
        id: 22,
        kind: "erasure",
        state: "scheduled",
        field: null,
        value: null,
        scheduled_for: "2026-11-30T05:00:00.000Z",
        due_at: "2026-11-30T05:00:00.000Z",
      }),
      request({ id: 20, kind: "access", state: "done", field: null, value: null }),
    ];
    const stub = stubFetch({
      "GET /api/admin/privacy": () => adminPage(requests),
      "POST /api/admin/privacy/requests/21/decide": () => {
        requests = requests.map((r) => (r.id === 21 ? { ...r, state: "refused", response: "No proof" } : r));
        return requests[0];
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminPrivacyPage />, { user: ADMIN });

    // Open requests first: the done export is only under All.
    expect(await screen.findByText("Open (2)")).toBeTruthy();
    expect(screen.getByText("All (3)")).toBeTruthy();
    expect(screen.getByText(/#21 .*\(legal name\)/)).toBeTruthy();
    expect(screen.getByText(/due 20\/12\/2026/)).toBeTruthy();
    expect(screen.getByText("Runs on 30/11/2026 10:30 am IST unless cancelled.")).toBeTruthy();
    expect(screen.queryByText(/#20 /)).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel erasure" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Decide" }));
    const dialog = await screen.findByRole("dialog", { name: "Decide the correction" });
    expect(within(dialog).getByText("Sunita Devi Sharma")).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Reason/ }),
      "The marksheet uploaded shows Sunita Sharma; send the gazette notice of the change.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const decide = stub.calls.find((c) => c.url.endsWith("/decide"))!;
    expect(jsonBody(decide.init)).toEqual({
      decision: "refuse",
      reason: "The marksheet uploaded shows Sunita Sharma; send the gazette notice of the change.",
    });
    expect(await screen.findByText("Open (1)")).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Data map" }));
    expect(
      await screen.findByText(/Each module declares what personal data it stores \(2 items\)/),
    ).toBeTruthy();
    expect(
      screen.getAllByText("records of assessment the institute must keep", { exact: false }).length,
    ).toBe(2);
  });

  it("checks the notice as the server does, says what to correct and publishes a new version", async () => {
    let published: NoticeBody | null = null;
    let answer: "refuse" | "publish" = "refuse";
    const stub = stubFetch({
      "GET /api/admin/privacy": adminPage([]),
      "GET /api/privacy/notice": () => (published ? { ...NOTICE, version: 2, notice: published } : NOTICE),
      "POST /api/admin/privacy/notice": (_: string, init: RequestInit | undefined) => {
        if (answer === "refuse")
          return refused([{ path: "body.hi.items.0.why", message: "Why: remove the control character" }]);
        published = jsonBody(init) as NoticeBody;
        return { ...NOTICE, version: 2, notice: published };
      },
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminPrivacyPage />, { user: ADMIN });
    await userEvent.click(await screen.findByRole("tab", { name: "Notice" }));

    // The form holds the published notice: one set of fields per item, in English and Hindi.
    const items = DEFAULT_NOTICE.en.items.length;
    expect(await screen.findByText(`Items (${items})`)).toBeTruthy();
    const whatHindi = screen.getAllByRole("textbox", { name: /^What is collected \(Hindi\)/ });
    expect(whatHindi).toHaveLength(items);
    expect((whatHindi[0] as HTMLTextAreaElement).value).toBe(DEFAULT_NOTICE.hi.items[0]!.what);
    const publish = screen.getByRole("button", { name: "Publish as a new version" });
    expect((publish as HTMLButtonElement).disabled).toBe(true);

    // An empty text and a repeated id are refused on the screen, beside their fields; nothing is sent.
    setText(whatHindi[0]!, "");
    const ids = screen.getAllByRole("textbox", { name: /^Id/ });
    setText(ids[1]!, DEFAULT_NOTICE.en.items[0]!.id);
    await userEvent.click(publish);
    expect(await screen.findByText("Say what is collected")).toBeTruthy();
    expect(whatHindi[0]!.getAttribute("aria-invalid")).toBe("true");
    // The first field to correct, in the page's order, has the focus.
    expect(document.activeElement).toBe(whatHindi[0]);
    expect(
      screen.getByText(`Give each item its own id: ${DEFAULT_NOTICE.en.items[0]!.id} is used twice`),
    ).toBeTruthy();
    expect(screen.getByText("Not published: correct the fields marked in red.")).toBeTruthy();
    expect(stub.calls.some((c) => c.method === "POST")).toBe(false);

    // Corrected, the server's own refusal lands beside the field it names (the first item's Hindi "why").
    setText(whatHindi[0]!, "आपका नाम, ईमेल पता और पासवर्ड।");
    setText(ids[1]!, DEFAULT_NOTICE.en.items[1]!.id);
    const title = screen.getByRole("textbox", { name: /^Title \(English\)/ });
    setText(title, "Privacy notice of FinCareer");
    await userEvent.click(publish);
    expect(await screen.findByText("Why: remove the control character")).toBeTruthy();
    const whyHindi = screen.getAllByRole("textbox", { name: /^Why \(Hindi\)/ })[0]!;
    expect(whyHindi.getAttribute("aria-invalid")).toBe("true");

    // Published: both languages list the same items, and the form starts again from version 2.
    answer = "publish";
    await userEvent.click(publish);
    expect(await screen.findByText("Version 2 published: learners are asked to accept it.")).toBeTruthy();
    expect(published!.en.title).toBe("Privacy notice of FinCareer");
    expect(published!.hi.items[0]!.what).toBe("आपका नाम, ईमेल पता और पासवर्ड।");
    expect(published!.hi.items.map((i) => [i.id, i.purpose])).toEqual(
      published!.en.items.map((i) => [i.id, i.purpose]),
    );
    expect(await screen.findByText(/^Version 2, published/)).toBeTruthy();
  });
});
