import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResourcesResponse, VideoDetail, VideoProgress } from "@fincareer/domain/contract/content";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import MainResourcesPage from "./resources-page.tsx";

const fresh: VideoProgress = {
  positionSeconds: 0,
  durationSeconds: 60,
  completed: false,
  resumeAt: 0,
  questions: 1,
  answered: 0,
  correct: 0,
  scorePercent: null,
  updatedAt: null,
};
const watched: VideoProgress = {
  ...fresh,
  positionSeconds: 60,
  completed: true,
  updatedAt: "2026-11-23T10:00:00Z",
};
const summary = (completedVideos: number) => ({
  videos: 2,
  completedVideos,
  questions: 2,
  answered: 0,
  correct: 0,
  scorePercent: null,
  percentComplete: completedVideos * 25,
});
const video = (id: number, title: string, progress: VideoProgress) => ({
  id,
  moduleId: 1,
  title,
  description: "",
  position: id - 1,
  durationSeconds: 60,
  kind: "demo" as const,
  format: "file" as const,
  progress,
});

function list(firstDone: boolean): ResourcesResponse {
  return {
    program: "BA",
    family: "BA",
    track: "main",
    hasBeginnerTrack: false,
    modules: [
      {
        id: 1,
        title: "SQL for analysts",
        description: "",
        position: 0,
        videos: [
          video(1, "Joins without surprises", firstDone ? watched : fresh),
          video(2, "Reading an A/B test", fresh),
        ],
        progress: summary(firstDone ? 1 : 0),
      },
    ],
    progress: summary(firstDone ? 1 : 0),
    // Once the first video is finished the server's resume point is the next one.
    resume: { moduleId: 1, videoId: firstDone ? 2 : 1, positionSeconds: 0 },
  };
}

function detail(id: number, title: string): VideoDetail {
  return {
    ...video(id, title, fresh),
    moduleTitle: "SQL for analysts",
    playbackUrl: `/api/resources/media/${id}?sig=s`,
    mimeType: "video/mp4",
    stream: null,
    watermark: null,
    transcript: [
      { start: 0, end: 20, text: "An inner join keeps only the rows that match on both sides." },
      { start: 20, end: 60, text: "A left join keeps every row of the left table." },
    ],
    captionsUrl: `/api/resources/media/${id}/captions.vtt?sig=s`,
    questions: [
      {
        id: id * 10,
        prompt: `Question of video ${id}`,
        options: ["Yes", "No"],
        position: 0,
        answer: null,
      },
    ],
  };
}

describe("Resources screen", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("stays on a finished video with its questions, updates every label at once, and offers the next one", async () => {
    let finished = false;
    let releaseList = () => {};
    const held = new Promise<void>((resolve) => (releaseList = resolve));
    const stub = stubFetch({
      "GET /api/resources?track=main": () => list(finished),
      "GET /api/resources/videos/1": detail(1, "Joins without surprises"),
      "GET /api/resources/videos/2": detail(2, "Reading an A/B test"),
      "PUT /api/resources/videos/1/progress": () => {
        finished = true;
        return watched;
      },
    });
    // The list refetch after the report is held back: the labels must not wait for it.
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (finished && input.startsWith("/api/resources?")) await held;
      return stub.stub(input, init);
    });
    renderWithApp(<MainResourcesPage />, { path: "/newresource", user: makeUser({ cprogram: "BA" }) });

    expect(await screen.findByRole("heading", { level: 2, name: "Joins without surprises" })).toBeTruthy();
    expect(screen.getByTestId("video-progress").textContent).toContain("Not started");
    const track = document.querySelector("video track")!;
    expect(track.getAttribute("kind")).toBe("captions");
    expect(track.getAttribute("srclang")).toBe("en");
    expect(track.hasAttribute("default")).toBe(true);
    expect(track.getAttribute("src")).toBe("/api/resources/media/1/captions.vtt?sig=s");

    // The transcript is folded under the player; opened, it lists every line and narrows to a search.
    const transcript = screen.getByRole("region", { name: "Transcript" });
    expect(within(transcript).queryByRole("listitem")).toBeNull();
    fireEvent.click(within(transcript).getByRole("button", { name: "Show transcript" }));
    expect(within(transcript).getAllByRole("listitem")).toHaveLength(2);
    fireEvent.change(within(transcript).getByRole("searchbox", { name: "Search the transcript" }), {
      target: { value: "LEFT table" },
    });
    expect(
      within(transcript)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["0:20A left join keeps every row of the left table."]);
    expect(within(transcript).getByRole("status").textContent).toBe("1 of 2 lines match");
    fireEvent.ended(document.querySelector("video")!);

    expect(
      await screen.findByText("Watched", { exact: false, selector: "[data-testid=video-progress]" }),
    ).toBeTruthy();
    const progress = screen.getByRole("group", { name: "Your progress" });
    expect(within(progress).getByText("1/2")).toBeTruthy();
    expect(within(screen.getByRole("navigation", { name: "Modules" })).getByText(/^Watched/)).toBeTruthy();

    // The refreshed list moves the resume point to the next video; the learner stays where they are.
    releaseList();
    await vi.waitFor(() =>
      expect(stub.calls.filter((c) => c.url.startsWith("/api/resources?")).length).toBe(2),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole("heading", { level: 2, name: "Joins without surprises" })).toBeTruthy();
    expect(screen.getByText("1. Question of video 1")).toBeTruthy();
    expect(stub.calls.some((c) => c.url === "/api/resources/videos/2")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Up next: Reading an A/B test" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Reading an A/B test" })).toBeTruthy();
  }, 20_000);
});
