// Issue 21 item 9: start_game and ibepgames are GETs that create a set, so the web calls them only when the learner
// presses Play (or New set): opening /games or a game page by link or reload creates nothing.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IbepGamesResponse } from "@fincareer/domain/contract/games";
import { setToken } from "../../../lib/token.ts";
import { makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import GamesPage from "./games-page.tsx";

const STATS = {
  game: "g1",
  played: 0,
  won: 0,
  lost: 0,
  accuracy: 0,
  best_streak: 0,
  percentile: null,
  cohort_size: 0,
  history: [],
};
const NO_PERMISSION = {
  data: [{ granted: false, attempts: 0, attempts_left: 0, starts_at: null, ends_at: null, source: null }],
  data1: null,
};
const IBEP_SET: IbepGamesResponse = {
  id: 5,
  data: [
    {
      id: 11,
      number: 1,
      topic: "valuation",
      prompt: "Which multiple suits companies with different debt?",
      options: ["EV/EBITDA", "P/E"],
      answered: null,
    },
  ],
  totalscore: 0,
  count: 0,
  response: [],
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The games routes with a fetch stub: no set exists until start_game (or ibepgames) is called. */
function renderGames(path: string, permission: unknown = NO_PERMISSION) {
  let started = false;
  const api = stubFetch({
    "GET /api/games/game-stats/": STATS,
    "GET /api/games/ecode/permission": permission,
    "GET /api/games/ecode/questions": () => notFound("no ecode attempt in progress"),
    "GET /api/games/start_game/": () => {
      started = true;
      return { id: 1, game: "g1", resumed: false };
    },
    "GET /api/games/gameg1": () =>
      started ? new Response("{}", { status: 500 }) : notFound("no Bull or Bear set yet"),
    "GET /api/games/gameg2": () => notFound("no Ratio Match set yet"),
    "GET /api/games/ibepgames": IBEP_SET,
  });
  vi.stubGlobal("fetch", api.stub);
  renderWithApp(
    <>
      <Routes>
        <Route path="/games" element={<GamesPage />} />
      </Routes>
      <Where />
    </>,
    { path, user: makeUser({ cprogram: "FMEPGOLD" }) },
  );
  const creating = () =>
    api.calls
      .map((c) => new URL(c.url, "http://x").pathname)
      .filter((p) => p.startsWith("/api/games/start_game/") || p === "/api/games/ibepgames");
  return { api, creating };
}

function notFound(message: string) {
  return new Response(JSON.stringify({ error: "no_game", message }), {
    status: 404,
    headers: { "Content-Type": "application/json" },
  });
}

describe("games: a set starts only when Play is pressed", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("opening /games reads the records and creates no set", async () => {
    const { api, creating } = renderGames("/games");
    expect(await screen.findByRole("button", { name: "Play Bull or Bear" })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.includes("/api/games/game-stats/"))).toHaveLength(4),
    );
    expect(creating()).toEqual([]);
  });

  it("the card's Play starts the set, then opens it", async () => {
    const { creating } = renderGames("/games");
    await userEvent.click(await screen.findByRole("button", { name: "Play Ratio Match" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/games?play=g2"));
    expect(creating()).toEqual(["/api/games/start_game/g2"]);
  });

  it.each([
    ["g1", "Bull or Bear", "/api/games/start_game/g1"],
    ["ibep", "IBEP question sets", "/api/games/ibepgames"],
  ])("opening /games?play=%s creates nothing until Play", async (game, title, call) => {
    const { creating } = renderGames(`/games?play=${game}`);
    const play = await screen.findByRole("button", { name: `Play ${title}` });
    expect(creating()).toEqual([]);
    await userEvent.click(play);
    await waitFor(() => expect(creating()).toEqual([call]));
  });

  it("shows the IBEP set Play fetched", async () => {
    const { creating } = renderGames("/games?play=ibep");
    await userEvent.click(await screen.findByRole("button", { name: "Play IBEP question sets" }));
    expect(await screen.findByText(/Which multiple suits companies/)).toBeTruthy();
    expect(creating()).toEqual(["/api/games/ibepgames"]);
  });

  it("eCode's Play opens a start screen that says what Start costs; only Start spends an attempt (issue 41)", async () => {
    const granted = {
      data: [
        {
          granted: true,
          attempts: 20,
          attempts_left: 3,
          starts_at: "2026-11-20T04:30:00.000Z",
          ends_at: "2026-12-20T12:30:00.000Z",
          source: "program",
        },
      ],
      data1: {
        title: "eCode case quiz",
        starts_at: "2026-11-20T04:30:00.000Z",
        ends_at: "2026-12-20T12:30:00.000Z",
        questions: 10,
        minutes: 10,
        game_id: null,
      },
    };
    const { creating } = renderGames("/games", granted);
    await userEvent.click(await screen.findByRole("button", { name: "Play eCode case quiz" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/games?play=ecode"));
    const start = await screen.findByRole("button", { name: "Start eCode case quiz" });
    expect(screen.getByText(/one of your 3 attempts left/)).toBeTruthy();
    expect(screen.getByText(/starts the 10-minute clock at once/)).toBeTruthy();
    expect(creating()).toEqual([]);
    await userEvent.click(start);
    await waitFor(() => expect(creating()).toEqual(["/api/games/start_game/ecode"]));
  });
});
