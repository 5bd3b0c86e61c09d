import { describe, expect, it } from "vitest";
import {
  combine,
  familiesOfNotesRoute,
  hasBeginnerTrack,
  isCorrectChoice,
  ENDED_TOLERANCE_SECONDS,
  MARKDOWN_NOTES_ROUTES,
  nextVideoId,
  nextProgress,
  notesRouteOfFamily,
  reachesWatched,
  resumeAt,
  resumeVideo,
  scorePercent,
  summarise,
  videoFormat,
  withVideoProgress,
} from "./content.ts";

describe("content rules", () => {
  it("has a For Beginner track for FnO and ML only", () => {
    expect(hasBeginnerTrack("FnO")).toBe(true);
    expect(hasBeginnerTrack("ML")).toBe(true);
    expect(hasBeginnerTrack("DS")).toBe(false);
    expect(hasBeginnerTrack("FMEP")).toBe(false);
  });

  it("plays .m3u8 addresses with HLS and everything else as a file", () => {
    expect(videoFormat("https://cdn.example.com/a/master.m3u8")).toBe("hls");
    expect(videoFormat("https://cdn.example.com/a/master.M3U8?token=1#t=3")).toBe("hls");
    expect(videoFormat("https://cdn.example.com/a.mp4")).toBe("file");
    expect(videoFormat("https://cdn.example.com/m3u8/a.mp4")).toBe("file");
  });

  it("counts a video watched at 90% of a known duration", () => {
    expect(reachesWatched(10.79, 12)).toBe(false);
    expect(reachesWatched(10.8, 12)).toBe(true);
    expect(reachesWatched(1000, null)).toBe(false);
  });

  it("keeps the latest position, clamps it to the duration, and never un-completes", () => {
    const a = nextProgress(null, { positionSeconds: 30, durationSeconds: 100 });
    expect(a).toEqual({ positionSeconds: 30, durationSeconds: 100, completed: false });
    const b = nextProgress(a, { positionSeconds: 95 });
    expect(b.completed).toBe(true);
    const c = nextProgress(b, { positionSeconds: 5 });
    expect(c).toEqual({ positionSeconds: 5, durationSeconds: 100, completed: true });
    expect(nextProgress(c, { positionSeconds: 500 }).positionSeconds).toBe(100);
    expect(nextProgress(null, { positionSeconds: 3, ended: true }).completed).toBe(true);
    // An unknown duration keeps the position as reported.
    expect(nextProgress(null, { positionSeconds: 42 })).toEqual({
      positionSeconds: 42,
      durationSeconds: null,
      completed: false,
    });
  });

  it.each([
    // [case, report, known duration, expected duration, expected position, completed]
    ["a fake short duration is ignored", { positionSeconds: 1, durationSeconds: 1 }, 600, 600, 1, false],
    [
      "a fake short duration with ended is ignored",
      { positionSeconds: 1, durationSeconds: 1, ended: true },
      600,
      600,
      1,
      false,
    ],
    ["ended far from the known end is ignored", { positionSeconds: 30, ended: true }, 600, 600, 30, false],
    [
      "ended just outside the tolerance is ignored",
      { positionSeconds: 20 - ENDED_TOLERANCE_SECONDS - 0.5, ended: true },
      20,
      20,
      14.5,
      false,
    ],
    ["ended within the tolerance counts", { positionSeconds: 15.5, ended: true }, 20, 20, 15.5, true],
    ["ended at the end counts", { positionSeconds: 600, ended: true }, 600, 600, 600, true],
    ["ended past the end is clamped and counts", { positionSeconds: 900, ended: true }, 600, 600, 600, true],
    [
      "90% of the known duration counts",
      { positionSeconds: 540, durationSeconds: 9000 },
      600,
      600,
      540,
      true,
    ],
    [
      "a longer client duration does not un-watch 90%",
      { positionSeconds: 550, durationSeconds: 9000 },
      600,
      600,
      550,
      true,
    ],
    [
      "without a known duration the player's is used",
      { positionSeconds: 9, durationSeconds: 10 },
      null,
      10,
      9,
      true,
    ],
    ["without any duration ended is trusted", { positionSeconds: 3, ended: true }, null, null, 3, true],
    [
      "without a known duration ended is checked against the player's",
      { positionSeconds: 3, durationSeconds: 100, ended: true },
      null,
      100,
      3,
      false,
    ],
    ["a zero known duration counts as unknown", { positionSeconds: 5, durationSeconds: 50 }, 0, 50, 5, false],
  ] as const)("progress rule: %s", (_name, report, known, duration, position, completed) => {
    expect(nextProgress(null, report, known)).toEqual({
      positionSeconds: position,
      durationSeconds: duration,
      completed,
    });
  });

  it("prefers the known duration over a stored one and keeps completion sticky", () => {
    const stored = { positionSeconds: 1, durationSeconds: 1, completed: false };
    expect(nextProgress(stored, { positionSeconds: 1 }, 600)).toEqual({
      positionSeconds: 1,
      durationSeconds: 600,
      completed: false,
    });
    const done = { positionSeconds: 600, durationSeconds: 600, completed: true };
    expect(nextProgress(done, { positionSeconds: 2, ended: true }, 600).completed).toBe(true);
  });

  it("resumes where the learner was, or from the start near the end", () => {
    expect(resumeAt(null)).toBe(0);
    expect(resumeAt({ positionSeconds: 40, durationSeconds: 100, completed: false })).toBe(40);
    expect(resumeAt({ positionSeconds: 96, durationSeconds: 100, completed: true })).toBe(0);
    expect(resumeAt({ positionSeconds: 96, durationSeconds: null, completed: false })).toBe(96);
  });

  it("scores a choice against the correct option", () => {
    expect(isCorrectChoice({ correctIndex: 2 }, 2)).toBe(true);
    expect(isCorrectChoice({ correctIndex: 2 }, 0)).toBe(false);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(3, 3)).toBe(100);
    expect(scorePercent(0, 0)).toBeNull();
  });

  it("rolls video tallies up into module and track summaries", () => {
    const m1 = summarise([
      { completed: true, questions: 3, answered: 3, correct: 2 },
      { completed: false, questions: 2, answered: 1, correct: 1 },
    ]);
    expect(m1).toEqual({
      videos: 2,
      completedVideos: 1,
      questions: 5,
      answered: 4,
      correct: 3,
      scorePercent: 60,
      // (1 watched + 4 answered) of (2 videos + 5 questions)
      percentComplete: 71,
    });
    const m2 = summarise([{ completed: true, questions: 0, answered: 0, correct: 0 }]);
    expect(m2).toMatchObject({ scorePercent: null, percentComplete: 100 });
    expect(summarise([])).toMatchObject({ videos: 0, percentComplete: 0, scorePercent: null });
    expect(combine([m1, m2])).toEqual({
      videos: 3,
      completedVideos: 2,
      questions: 5,
      answered: 4,
      correct: 3,
      scorePercent: 60,
      percentComplete: 75,
    });
  });

  it("resumes the latest unfinished video, else the one after the latest finished, else the first unfinished", () => {
    const v = (videoId: number, completed: boolean, positionSeconds: number, updatedAt: number | null) => ({
      videoId,
      completed,
      positionSeconds,
      updatedAt,
    });
    expect(resumeVideo([v(1, false, 0, null), v(2, false, 0, null)])).toBe(1);
    expect(resumeVideo([v(1, true, 12, 10), v(2, false, 0, null), v(3, false, 0, null)])).toBe(2);
    expect(resumeVideo([v(1, false, 4, 5), v(2, false, 7, 9), v(3, true, 0, 20)])).toBe(2);
    expect(resumeVideo([v(1, false, 0, null), v(2, true, 12, 10), v(3, true, 12, 11)])).toBe(1);
    expect(resumeVideo([v(1, true, 12, 10)])).toBeNull();
    expect(resumeVideo([])).toBeNull();
  });

  it("maps notes routes and families both ways, leaving /EXCELNOTES to the Excel course", () => {
    expect(familiesOfNotesRoute("/DSNOTES")).toEqual(["DS", "PYTHON"]);
    expect(familiesOfNotesRoute("/MLNOTES")).toEqual(["FMEP", "ML", "CMEP", "NORMAL"]);
    expect(notesRouteOfFamily("IBEP")).toBe("/note");
    expect(notesRouteOfFamily("PYTHON")).toBe("/DSNOTES");
    expect(MARKDOWN_NOTES_ROUTES).not.toContain("/EXCELNOTES");
    expect(MARKDOWN_NOTES_ROUTES).toHaveLength(8);
  });
});

describe("progress in a cached list", () => {
  const p = (completed: boolean, answered = 0) => ({ completed, questions: 2, answered, correct: answered });
  const list = () => {
    const videos = [
      { id: 1, progress: p(false) },
      { id: 2, progress: p(false) },
    ];
    const mod = { videos, progress: summarise(videos.map((v) => v.progress)) };
    return {
      modules: [mod, { videos: [{ id: 3, progress: p(true) }], progress: summarise([p(true)]) }],
      progress: combine([]),
    };
  };

  it("replaces one video's progress and rolls the module and the track up again", () => {
    const out = withVideoProgress(list(), 2, p(true, 1));
    expect(out.modules[0]!.videos[1]!.progress).toEqual(p(true, 1));
    expect(out.modules[0]!.progress.completedVideos).toBe(1);
    expect(out.modules[0]!.progress.answered).toBe(1);
    expect(out.progress.completedVideos).toBe(2);
    expect(out.progress.videos).toBe(3);
  });

  it("keeps a finished video finished when an older report arrives late", () => {
    const done = withVideoProgress(list(), 1, p(true));
    expect(withVideoProgress(done, 1, p(false)).modules[0]!.videos[0]!.progress.completed).toBe(true);
  });

  it("names the next video across modules, and none after the last", () => {
    expect(nextVideoId([4, 7, 9], 7)).toBe(9);
    expect(nextVideoId([4, 7, 9], 9)).toBeNull();
    expect(nextVideoId([4, 7, 9], 5)).toBeNull();
  });
});

describe("video progress at its edges", () => {
  it("plays only a path ending in .m3u8 as HLS, whatever follows ? or #", () => {
    expect(videoFormat("https://cdn.example/v/master.m3u8?token=1#t=5")).toBe("hls");
    expect(videoFormat("https://cdn.example/v/master.m3u8.mp4")).toBe("file");
    expect(videoFormat("https://cdn.example/v/clip.mp4?list=a.m3u8")).toBe("file");
  });

  it("is watched from 90 % of a known, positive duration", () => {
    expect(reachesWatched(90, 100)).toBe(true);
    expect(reachesWatched(89.9, 100)).toBe(false);
    expect(reachesWatched(10, 0)).toBe(false);
    expect(reachesWatched(10, -5)).toBe(false);
    expect(reachesWatched(10, null)).toBe(false);
  });

  it("counts an end report only within 5 seconds of the known end", () => {
    const fresh = null;
    expect(nextProgress(fresh, { positionSeconds: 55, ended: true }, 100).completed).toBe(false);
    expect(nextProgress(fresh, { positionSeconds: 95, ended: true }, 200).completed).toBe(false);
    expect(nextProgress(fresh, { positionSeconds: 195, ended: true }, 200).completed).toBe(true);
    expect(nextProgress(fresh, { positionSeconds: 194, ended: true }, 300).completed).toBe(false);
    // Without any duration an end report is believed.
    expect(nextProgress(fresh, { positionSeconds: 3, ended: true })).toEqual({
      positionSeconds: 3,
      durationSeconds: null,
      completed: true,
    });
  });

  it("ignores a duration of 0 from the player or the store", () => {
    expect(
      nextProgress(
        { positionSeconds: 0, durationSeconds: 0, completed: false },
        { positionSeconds: 30, durationSeconds: 0 },
      ),
    ).toEqual({
      positionSeconds: 30,
      durationSeconds: null,
      completed: false,
    });
    expect(
      nextProgress({ positionSeconds: 0, durationSeconds: 120, completed: false }, { positionSeconds: 30 })
        .durationSeconds,
    ).toBe(120);
  });

  it("resumes from the start only within the last 5 seconds", () => {
    expect(resumeAt({ positionSeconds: 95, durationSeconds: 100, completed: false })).toBe(0);
    expect(resumeAt({ positionSeconds: 94, durationSeconds: 100, completed: false })).toBe(94);
  });
});

describe("which video to resume", () => {
  const v = (videoId: number, completed: boolean, positionSeconds: number, updatedAt: number | null) => ({
    videoId,
    completed,
    positionSeconds,
    updatedAt,
  });

  it("prefers the most recently watched unfinished video", () => {
    expect(resumeVideo([v(1, false, 30, 100), v(2, false, 40, 300), v(3, false, 20, 200)])).toBe(2);
  });

  it("skips an unfinished video never started (position 0)", () => {
    expect(resumeVideo([v(1, true, 100, 100), v(2, false, 0, 300), v(3, false, 0, null)])).toBe(2);
  });

  it("goes to the first unfinished video after the most recently finished one", () => {
    expect(
      resumeVideo([v(1, false, 0, null), v(2, true, 60, 500), v(3, true, 60, 100), v(4, false, 0, null)]),
    ).toBe(4);
    expect(resumeVideo([v(1, false, 0, null), v(2, true, 60, 100), v(3, true, 60, 500)])).toBe(1);
  });

  it("starts with the first video when nothing was watched, and has none when all are done", () => {
    expect(resumeVideo([v(1, false, 0, null), v(2, false, 0, null)])).toBe(1);
    expect(resumeVideo([v(1, true, 9, 1), v(2, true, 9, 2)])).toBeNull();
    expect(resumeVideo([])).toBeNull();
  });
});

describe("nextVideoId", () => {
  it("is the next id in order, none after the last or for an id not listed", () => {
    expect(nextVideoId([4, 7, 9], 4)).toBe(7);
    expect(nextVideoId([4, 7, 9], 9)).toBeNull();
    expect(nextVideoId([4, 7, 9], 5)).toBeNull();
  });
});
