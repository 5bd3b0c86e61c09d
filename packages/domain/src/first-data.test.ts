import { describe, expect, it } from "vitest";
import { apiPaths, hasLearnerShell, readScreenData, requestedVideo, shellPaths } from "./first-data.ts";

const learner = (cprogram: string | null, comment: string | null = null) => ({
  cprogram,
  program: cprogram === null ? [] : [{ program_name: cprogram, comment }],
  planned: null,
  research_type: "NEW" as const,
});

describe("first data", () => {
  it("the shell asks for the bell always, the enrolment check with a program, the sessions with that menu item", () => {
    expect(shellPaths(null)).toEqual(["/api/notifications/list/5"]);
    expect(shellPaths(learner(null))).toEqual(["/api/notifications/list/5"]);
    expect(shellPaths(learner("FAFMEP", "FAGOLD"))).toEqual([
      "/api/notifications/list/5",
      "/api/user/conditions",
      "/api/user/live",
    ]);
    expect(shellPaths(learner("PYTHON"))).toEqual(["/api/notifications/list/5", "/api/user/conditions"]);
  });

  it("builds the paths the API routes take, with encoded filters", () => {
    expect(apiPaths.ticker()).toBe("/api/scrips/list?segment=ALL&industry=ALL&sort=NAME&for_ticker=1");
    expect(apiPaths.portfolio({ segment: "ALL", sort: "VALUE", industry: "Oil & Gas" })).toBe(
      "/api/portfolio/list?segment=ALL&sort=VALUE&industry=Oil%20%26%20Gas",
    );
  });

  it("reads the video an address asks for only when it is a positive whole number", () => {
    expect(requestedVideo("?video=12")).toBe(12);
    expect(requestedVideo("?x=1&video=12&y")).toBe(12);
    for (const search of ["", "?video=", "?video=0", "?video=-3", "?video=1.5", "?video=abc", "?video=1e3"])
      expect(requestedVideo(search), search).toBeNull();
    expect(requestedVideo(`?video=${"9".repeat(30)}`)).toBeNull();
  });

  it("reads a resource track, then the video it opens on; nothing for screens that fetch on mount", async () => {
    const read: string[] = [];
    const list = { modules: [{ videos: [{ id: 4 }, { id: 5 }] }], resume: { videoId: 5 } };
    await readScreenData({ pathname: "/beginerresource", search: "" }, (path) => {
      read.push(path);
      return Promise.resolve(path === "/api/resources?track=beginner" ? list : undefined);
    });
    expect(read).toEqual(["/api/resources?track=beginner", "/api/resources/videos/5"]);
    read.length = 0;
    await readScreenData({ pathname: "/company", search: "?id=3" }, (path) =>
      Promise.resolve(read.push(path)),
    );
    expect(read).toEqual([]);
  });

  it("reads the games of the learner's program, the notes of the page, nothing for a game being played", async () => {
    const read: string[] = [];
    const record = (path: string) => Promise.resolve(read.push(path));
    await readScreenData({ pathname: "/games", search: "" }, record, "IBEPGOLD");
    expect(read).toEqual([
      "/api/games/game-stats/ibep",
      "/api/games/game-stats/g1",
      "/api/games/game-stats/g2",
      "/api/games/game-stats/ecode",
      "/api/games/ecode/permission",
    ]);
    read.length = 0;
    await readScreenData({ pathname: "/games/performance", search: "" }, record, "FAFMEP");
    expect(read).toEqual(["g1", "g2", "ecode", "ibep"].map((g) => `/api/games/game-stats/${g}`));
    read.length = 0;
    await readScreenData({ pathname: "/games", search: "?play=g2" }, record, "FAFMEP");
    await readScreenData({ pathname: "/games", search: "" }, record, null);
    expect(read).toEqual([]);
    await readScreenData({ pathname: "/GenAINOTES", search: "" }, record, "GENAI");
    await readScreenData({ pathname: "/EXCELNOTES", search: "" }, record, "EXCEL");
    await readScreenData({ pathname: "/stats", search: "" }, record);
    expect(read).toEqual(["/api/notes?route=%2FGenAINOTES", "/api/portfolio/stats"]);
  });

  it("knows the learner pages from the public ones and the admin area", () => {
    for (const path of ["/dashboard", "/signup/step1", "/resource", "/EXCELNOTES", "/profile/password"])
      expect(hasLearnerShell(path), path).toBe(true);
    for (const path of ["/", "/login", "/signup", "/renew", "/reset-password", "/admin", "/admin/users"])
      expect(hasLearnerShell(path), path).toBe(false);
  });
});
