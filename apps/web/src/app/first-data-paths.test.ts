// The server answers the first screen's requests inside the page from packages/domain/src/first-data.ts; these
// tests hold the web app's own first requests (the shell's and each screen's loader) to that same list.
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { apiPaths, readScreenData, shellPaths, VERIFY_TOKEN_KEY } from "@fincareer/domain/first-data";
import { portfolioData } from "../features/portfolio/api/portfolio-data.ts";
import { researchData } from "../features/research/api/research-data.ts";
import { resourcesData } from "../features/resources/api/resources-data.ts";
import { faqData } from "../features/faq/api/faq-data.ts";
import { gamesData } from "../features/games/api/games-data.ts";
import { interviewData } from "../features/interview/api/interview-data.ts";
import { liveData } from "../features/live/api/live-data.ts";
import { notesData } from "../features/notes/api/notes-data.ts";
import { notificationsData } from "../features/notifications/api/notifications-data.ts";
import { statsData } from "../features/stats/api/stats-data.ts";
import { forgetFirstData } from "../lib/first-data.ts";
import { createQueryClient } from "../lib/query-client.ts";
import type { ScreenData } from "../lib/screen-data.ts";
import { forgetToken, writeLastUser } from "../lib/token.ts";
import { profileScreenData } from "./profile-screen-data.ts";
import { dashboardScreenData, newResourceScreenData } from "./home-screen-data.ts";
import { preloadShellData } from "./shell/shell-data.ts";

const TOKEN = "header.payload.signature";
const RESOURCES = { modules: [{ videos: [{ id: 7 }, { id: 8 }] }], resume: null };

const SCREENS: [string, ScreenData][] = [
  ["/dashboard", dashboardScreenData],
  ["/portfolio", portfolioData],
  ["/profile", profileScreenData],
  ["/research", researchData("old")],
  ["/newresearch", researchData("new")],
  ["/faresearch", researchData("fa")],
  ["/ivepresearch", researchData("projects")],
  ["/resource", resourcesData("main")],
  ["/newresource", newResourceScreenData],
  ["/beginerresource", resourcesData("beginner")],
  ["/faq", faqData],
  ["/stats", statsData],
  ["/mockinterview", interviewData],
  ["/lifesession", liveData],
  ["/notifications", notificationsData],
  ["/MLNOTES", notesData("/MLNOTES")],
  ["/note", notesData("/note")],
  ["/games", gamesData("/games")],
  ["/games/performance", gamesData("/games/performance")],
];
// The programs the loaders are tried with: a FAFMEP learner, an IBEP one (other games first), none.
const PROGRAMS = ["FAFMEP", "IBEPGOLD", null];

describe("the first requests the server answers in the page", () => {
  // GETs by path, anything else as "METHOD path" (the page's key for the token check: VERIFY_TOKEN_KEY).
  const sent: string[] = [];
  beforeEach(() => {
    sent.length = 0;
    forgetFirstData();
    forgetToken();
    Cookies.set("token", TOKEN);
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string, init?: RequestInit) => {
        const path = input;
        const method = init?.method ?? "GET";
        sent.push(method === "GET" ? path : `${method} ${path}`);
        const body = path.startsWith("/api/resources?") ? RESOURCES : {};
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } }),
        );
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove("token");
    window.localStorage.clear();
  });

  it.each(SCREENS)("%s: the screen's loader asks for what readScreenData reads", async (pathname, load) => {
    for (const cprogram of PROGRAMS)
      for (const search of ["", "?video=8", "?play=g1"]) {
        sent.length = 0;
        await load({ client: createQueryClient(), pathname, search, cprogram });
        const read: string[] = [];
        await readScreenData(
          { pathname, search },
          (path) => {
            read.push(path);
            return Promise.resolve(path.startsWith("/api/resources?") ? RESOURCES : {});
          },
          cprogram,
        );
        expect(sent.sort(), `${search} ${cprogram}`).toEqual(read.sort());
        // Every screen reads something, but a game being played and the games of no program.
        if (search !== "?play=g1" && (cprogram !== null || !pathname.startsWith("/games")))
          expect(sent.length, `${search} ${cprogram}`).toBeGreaterThan(0);
      }
  });

  it("the shell asks for the token check, the user info and shellPaths of the learner it remembers", async () => {
    const user = {
      cprogram: "FAFMEP",
      program: [{ program_name: "FAFMEP", comment: "FAGOLD" }],
      planned: null,
      research_type: "NEW",
    } as unknown as UserInfo;
    writeLastUser(TOKEN, user);
    preloadShellData(createQueryClient(), TOKEN);
    await vi.waitFor(() => expect(sent.length).toBe(2 + shellPaths(user).length));
    expect(sent.sort()).toEqual([VERIFY_TOKEN_KEY, apiPaths.userInfo(), ...shellPaths(user)].sort());
    expect(shellPaths(user)).toContain("/api/user/live");
  });
});
