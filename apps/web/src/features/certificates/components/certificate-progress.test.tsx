import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyCertificate, MyCertificatesResponse } from "@fincareer/domain/contract/certificates";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import { CertificateProgress } from "./certificate-progress.tsx";

const ISSUED: MyCertificate = {
  id: 7,
  status: "issued",
  program: "IBEPGOLD",
  program_label: "IBEP Gold",
  name: "Priya Sharma",
  issuer: "FinCareer",
  code: "7K2M-9QXD-4TPB-H0WZ",
  issued_at: "2026-11-26T06:00:00.000Z",
  revoked_at: null,
  reason: null,
  verify_url: "https://learn.example.org/verify/7K2M9QXD4TPBH0WZ",
  linkedin_url: "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=IBEP%20Gold",
};

const IN_PROGRESS: MyCertificatesResponse = {
  program: "IBEPGOLD",
  program_label: "IBEP Gold",
  progress: {
    requirements: [
      {
        key: "videos",
        label: "Videos finished",
        target: "80% of the 10 videos",
        progress: "8 of 10 (80%)",
        met: true,
        left: 0,
        missing: null,
      },
      {
        key: "research",
        label: "Projects graded ≥ 60%",
        target: "2 projects graded ≥ 60%",
        progress: "0 of 2",
        met: false,
        left: 2,
        missing: "projects graded ≥ 60% missing, 2 projects left",
      },
    ],
    met: 1,
    total: 2,
    complete: false,
    summary: "1 of 2 requirements met: projects graded ≥ 60% missing, 2 projects left",
  },
  requires_approval: false,
  certificate: null,
  name: { confirmed: null, suggested: "Priya Sharma" },
  certificates: [],
};

function show(routes: Record<string, unknown>) {
  const fetch = stubFetch(routes);
  vi.stubGlobal("fetch", fetch.stub);
  renderWithApp(<CertificateProgress program="IBEPGOLD" />, {
    path: "/progress",
    user: makeUser({ cprogram: "IBEPGOLD" }),
  });
  return fetch;
}

describe("the certificate on My progress", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("lists the requirements with what is left, and confirms the name in two steps", async () => {
    const user = userEvent.setup();
    const fetch = show({
      "GET /api/certificates/mine": IN_PROGRESS,
      "POST /api/certificates/name": {
        ...IN_PROGRESS,
        name: { confirmed: "Priya K. Sharma", suggested: "x" },
      },
    });
    expect(
      await screen.findByText("1 of 2 requirements met: projects graded ≥ 60% missing, 2 projects left."),
    ).toBeTruthy();
    expect(screen.getByText(/Projects graded ≥ 60%: 2 projects graded ≥ 60%/).textContent).toContain(
      "(not met yet)",
    );
    expect(screen.getByText("You: 0 of 2 · 2 to go")).toBeTruthy();

    const input = screen.getByLabelText("Your name as it should appear on the certificate");
    expect((input as HTMLInputElement).value).toBe("Priya Sharma");
    await user.clear(input);
    await user.type(input, "प्रिया");
    await user.click(screen.getByRole("button", { name: "Confirm your name" }));
    expect(await screen.findByText(/Write the name in English \(Latin\) letters/)).toBeTruthy();
    await user.clear(input);
    await user.type(input, "Priya  K. Sharma");
    await user.click(screen.getByRole("button", { name: "Confirm your name" }));
    const dialog = screen.getByRole("alertdialog", { name: "Confirm the name" });
    expect(within(dialog).getByText("Priya K. Sharma")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Confirm this name" }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === "POST")).toBe(true));
    const post = fetch.calls.find((c) => c.method === "POST")!;
    expect(jsonBody(post.init)).toEqual({ name: "Priya K. Sharma" });
    expect(await screen.findByText(/Your certificate will read “Priya K. Sharma”/)).toBeTruthy();
  });

  it("shows the issued certificate with its PDF, LinkedIn and badge buttons and its public page", async () => {
    show({
      "GET /api/certificates/mine": {
        ...IN_PROGRESS,
        certificate: ISSUED,
        certificates: [ISSUED],
        name: { confirmed: "Priya Sharma", suggested: "Priya Sharma" },
      },
    });
    expect(await screen.findByText("Congratulations: you have completed IBEP Gold.")).toBeTruthy();
    expect(screen.getByText("Priya Sharma")).toBeTruthy();
    expect(screen.getByText("7K2M-9QXD-4TPB-H0WZ")).toBeTruthy();
    expect(screen.getByText("26/11/2026 by FinCareer")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Digital badge (Open Badges)" })).toBeTruthy();
    const linkedin = screen.getByRole("link", { name: "Add to LinkedIn profile" });
    expect(linkedin.getAttribute("href")).toBe(ISSUED.linkedin_url);
    expect(linkedin.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: ISSUED.verify_url! }).getAttribute("href")).toBe(
      ISSUED.verify_url,
    );
    expect(screen.queryByLabelText("Your name as it should appear on the certificate")).toBeNull();
  });

  it("says a revoked certificate is revoked, with no downloads", async () => {
    const revoked: MyCertificate = {
      ...ISSUED,
      status: "revoked",
      revoked_at: "2026-11-27T06:00:00.000Z",
      reason: "Issued in error",
      linkedin_url: null,
    };
    show({
      "GET /api/certificates/mine": {
        ...IN_PROGRESS,
        certificate: revoked,
        certificates: [revoked],
        name: { confirmed: "Priya Sharma", suggested: "Priya Sharma" },
      },
    });
    expect(await screen.findByText(/Revoked on 27\/11\/2026: Issued in error/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add to LinkedIn profile" })).toBeNull();
  });

  it("says when an approval is awaited", async () => {
    show({
      "GET /api/certificates/mine": {
        ...IN_PROGRESS,
        requires_approval: true,
        certificate: {
          ...ISSUED,
          status: "pending",
          code: null,
          issued_at: null,
          verify_url: null,
          linkedin_url: null,
        },
        name: { confirmed: "Priya Sharma", suggested: "Priya Sharma" },
      },
    });
    expect(await screen.findByText("Waiting for approval")).toBeTruthy();
  });
});
