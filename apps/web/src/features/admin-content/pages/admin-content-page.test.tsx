import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminModulesResponse, AdminVideo } from "@fincareer/domain/contract/content";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import AdminContentPage from "./admin-content-page.tsx";

const admin = makeUser({ role: "admin", cprogram: null, program: [] });

const video: AdminVideo = {
  id: 5,
  moduleId: 1,
  title: "SQL joins without surprises",
  description: "",
  position: 0,
  durationSeconds: 58,
  kind: "demo",
  format: "file",
  url: null,
  mimeType: "video/mp4",
  sizeBytes: null,
  previewUrl: "/api/resources/media/5?sig=s",
  transcript: "0:00 Joins combine rows.",
  questions: [],
};
const modules: AdminModulesResponse = {
  family: "BA",
  track: "main",
  modules: [
    {
      id: 1,
      family: "BA",
      track: "main",
      title: "SQL for analysts",
      description: "",
      position: 0,
      videos: [video],
    },
  ],
};

describe("Admin content screen", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("edits a video's timed transcript, refusing lines without a rising time", async () => {
    const stub = stubFetch({
      "GET /api/content/modules": modules,
      "PATCH /api/content/videos/5": (_url: string, init: RequestInit | undefined) => ({
        ...video,
        transcript: (jsonBody(init) as { transcript: string }).transcript,
      }),
    });
    vi.stubGlobal("fetch", stub.stub);
    renderWithApp(<AdminContentPage />, { path: "/admin/content?family=BA", user: admin });

    fireEvent.click(await screen.findByRole("button", { name: "Transcript" }));
    const form = screen.getByRole("form", { name: "Transcript of SQL joins without surprises" });
    const box = within(form).getByRole("textbox", { name: /Transcript and captions/ });
    expect((box as HTMLTextAreaElement).value).toBe("0:00 Joins combine rows.");
    const save = within(form).getByRole("button", { name: "Save transcript" });

    fireEvent.change(box, { target: { value: "0:00 Joins combine rows.\n0:00 again\nno time" } });
    expect(within(form).getByText(/line 2: 0:00 is not after the line before/)).toBeTruthy();
    // Save stays pressable: pressing it keeps the message beside the box and sends nothing.
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(form).getByText(/line 2: 0:00 is not after the line before/)).toBeTruthy();
    expect(stub.calls.some((c) => c.method === "PATCH")).toBe(false);

    fireEvent.change(box, {
      target: { value: "0:00 Joins combine rows.\n0:08 An inner join keeps matches." },
    });
    expect(within(form).getByRole("status").textContent).toBe("2 captions");
    fireEvent.click(save);
    await vi.waitFor(() => expect(stub.calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = stub.calls.find((c) => c.method === "PATCH")!;
    expect(jsonBody(patch.init)).toEqual({
      transcript: "0:00 Joins combine rows.\n0:08 An inner join keeps matches.",
    });
  }, 20_000);

  it("says where the Excel course is maintained instead of claiming it is edited here", async () => {
    vi.stubGlobal("fetch", stubFetch({}).stub);
    renderWithApp(<AdminContentPage />, { path: "/admin/content?family=EXCEL&tab=notes", user: admin });
    const panel = await screen.findByRole("tabpanel", { name: "Notes" });
    expect(panel.textContent).toContain("The Excel course is not edited on this page");
    expect(panel.textContent).toContain("apps/web/src/features/excel/content");
    expect(panel.textContent).not.toMatch(/edited there/);
  });
});
