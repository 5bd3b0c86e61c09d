// The API access table on every registered route (issue 9 item 3): every route's area is pinned in
// helpers/route-areas.ts (issue 21 item 11: a route tagged with the wrong area fails), then a learner of every
// program family (and plan variant), a learner with no program, ended enrolments and an admin call every route;
// where the table says no the answer is 403 {error, message}, where it says yes it is never an access refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAccess, isApiArea } from "@fincareer/domain/api-access";
import type { ApiCaller } from "@fincareer/domain/api-access";
import { addDays, todayIst } from "../src/lib/dates.ts";
import type { AccessRoute } from "../src/platform/http/access.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { compareRouteAreas, ROUTE_AREAS } from "./helpers/route-areas.ts";

interface Persona {
  name: string;
  role?: "learner" | "admin";
  program: string | null;
  plan?: string | null;
  planned?: string | null;
  steps?: number;
  ended?: boolean;
}

const PERSONAS: Persona[] = [
  ...[
    "FMEPGOLD",
    "FMEPPLATINUM",
    "FMEPSILVER",
    "FAFMEP",
    "IBEPGOLD",
    "IBEPSILVER",
    "IBEP",
    "BA",
    "BAGOLD",
    "BABASIC",
    "SSEP",
    "FnO",
    "DS",
    "DSGOLD",
    "DSFUSION",
    "ML",
    "PYTHON",
    "EXCEL",
    "MREP",
    "MREPGOLD",
    "GenAI",
    "CMEPGOLD",
    "NORMAL",
    "BAFMEP",
  ].map((program) => ({ name: program, program })),
  { name: "FAFMEP+FAGOLD", program: "FAFMEP", plan: "FAGOLD" },
  { name: "FMEPGOLD p199", program: "FMEPGOLD", planned: "p199" },
  { name: "EXCEL+BAEXCELBASIC", program: "EXCEL", plan: "BAEXCELBASIC" },
  { name: "MREP+MREP&EXCEL", program: "MREP", plan: "MREP&EXCEL" },
  { name: "BA before Edit Profile (steps 1)", program: "BA", steps: 1 },
  { name: "no program", program: null },
  { name: "ended FMEPGOLD", program: "FMEPGOLD", ended: true },
  { name: "ended IBEPGOLD", program: "IBEPGOLD", ended: true },
  { name: "admin", role: "admin", program: null },
];

// The areas each persona's program opens, written out from SPEC.md's menus and barred pages (section "Top navigation
// by program" and the barred lists) and docs/decisions.md "API access": the test's own answer, never computed by the
// code under test (domain/api-access.ts), so a change there that opens or closes an area fails here.
const PINNED_AREAS: Record<string, string> = {
  FMEPGOLD: "market research resources notes games profile faq",
  FMEPPLATINUM: "market research resources notes games live interview profile faq",
  FMEPSILVER: "market research resources notes profile faq",
  FAFMEP: "market research resources notes games profile faq",
  IBEPGOLD: "projects resources notes games live interview profile faq",
  IBEPSILVER: "projects resources notes games profile faq",
  IBEP: "projects resources notes games profile faq",
  BA: "projects resources notes games profile faq",
  BAGOLD: "projects resources notes games live profile faq",
  BABASIC: "projects resources notes games profile faq",
  SSEP: "projects resources notes games profile faq",
  FnO: "projects resources beginner notes games profile",
  DS: "projects resources notes profile",
  DSGOLD: "projects resources notes live profile",
  DSFUSION: "projects resources notes interview profile faq",
  ML: "projects resources beginner notes profile",
  PYTHON: "resources notes profile faq",
  EXCEL: "projects resources notes excel profile",
  MREP: "projects resources notes games profile faq",
  MREPGOLD: "projects resources notes games live interview profile faq",
  GenAI: "projects resources notes profile faq",
  CMEPGOLD: "projects resources notes games live interview profile faq",
  NORMAL: "projects resources notes games profile faq",
  BAFMEP: "projects resources notes games profile faq",
  "FAFMEP+FAGOLD": "market research resources notes games live interview profile faq",
  "FMEPGOLD p199": "market notes games profile faq",
  "EXCEL+BAEXCELBASIC": "projects resources notes excel live profile",
  "MREP+MREP&EXCEL": "projects resources notes excel games profile faq",
  "BA before Edit Profile (steps 1)": "projects resources notes games faq",
  "no program": "",
  "ended FMEPGOLD": "market research resources notes games profile faq",
  "ended IBEPGOLD": "projects resources notes games live interview profile faq",
  admin: "",
};

/**
 * The expected answer from the pinned table and the rules of docs/decisions.md "API access", written here on their
 * own: public is open; an admin reads every area and writes only where their program may (none here); a learner
 * with no program gets the FAQs only; an area the program does not open is refused; an ended enrolment reads only.
 */
function pinnedVerdict(
  p: Persona,
  route: AccessRoute,
): { allowed: true } | { allowed: false; error: string } {
  const area = route.access;
  const reads = route.writes !== true && ["GET", "HEAD", "OPTIONS"].includes(route.method);
  if (area === "public" || area === "authenticated") return { allowed: true };
  if (area === "admin")
    return p.role === "admin" ? { allowed: true } : { allowed: false, error: "forbidden" };
  if (p.role === "admin" && reads) return { allowed: true };
  if (p.program === null) return area === "faq" ? { allowed: true } : { allowed: false, error: "no_program" };
  if (!PINNED_AREAS[p.name]!.split(" ").includes(area)) return { allowed: false, error: "not_in_program" };
  if (p.ended && !reads) return { allowed: false, error: "enrolment_ended" };
  return { allowed: true };
}

// 403s a route may answer for its own reasons once the table let the caller through (never an access code).
const BUSINESS_403 = new Set(["lesson_locked", "not_enrolled", "not_started", "invalid_signature"]);
const ACCESS_CODES = new Set(["no_program", "not_in_program", "enrolment_ended", "no_access_entry"]);

/** A concrete URL for a route pattern: every path parameter becomes a valid-looking value. */
function concreteUrl(url: string): string {
  return url
    .replace(/:lessonId/g, "xl-m1-v1")
    .replace(/:limit/g, "5")
    .replace(/:[A-Za-z_]+/g, "1")
    .replace(/\*/g, "x");
}

function callerOf(p: Persona, endDate: string): ApiCaller {
  return {
    kind: p.role === "admin" ? "admin" : "learner",
    program: p.program,
    plan: p.plan ?? null,
    planned: p.planned ?? null,
    steps: p.steps ?? 3,
    enrolmentEnded: p.ended === true,
    endDate: p.ended ? endDate : null,
  };
}

describe("the pinned route rows catch a wrong area", () => {
  const rows: AccessRoute[] = [
    { method: "GET", url: "/api/games/start_game/:game", access: "games", writes: true },
    { method: "GET", url: "/api/games/gameg1", access: "games" },
    {
      method: "GET",
      url: "/api/resources",
      access: "resources",
      accessByQuery: { key: "track", areas: { beginner: "beginner" } },
    },
  ];
  const text = `
    # a comment
    GET  /api/games/start_game/:game  games  write
    GET  /api/games/gameg1            games
    GET  /api/resources               resources  track=beginner:beginner
  `;

  it("passes when every route matches its row", () => {
    expect(compareRouteAreas(text, rows)).toEqual([]);
  });

  it("names a route tagged with another area, a GET that writes without its flag, and a changed query area", () => {
    const wrong: AccessRoute[] = [
      { method: "GET", url: "/api/games/start_game/:game", access: "games" },
      { method: "GET", url: "/api/games/gameg1", access: "market" },
      { ...rows[2]!, accessByQuery: { key: "track", areas: { beginner: "resources" } } },
    ];
    expect(compareRouteAreas(text, wrong)).toEqual([
      'GET /api/games/start_game/:game is registered as "GET /api/games/start_game/:game games" but its row says ' +
        '"GET /api/games/start_game/:game games write": fix the route or the row',
      'GET /api/games/gameg1 is registered as "GET /api/games/gameg1 market" but its row says ' +
        '"GET /api/games/gameg1 games": fix the route or the row',
      'GET /api/resources is registered as "GET /api/resources resources track=beginner:resources" but its row ' +
        'says "GET /api/resources resources track=beginner:beginner": fix the route or the row',
    ]);
  });

  it("names a new route without a row, with the line to add, and a row left without its route", () => {
    const added: AccessRoute[] = [
      ...rows.slice(1),
      { method: "POST", url: "/api/games/new", access: "games" },
    ];
    expect(compareRouteAreas(text, added)).toEqual([
      'no row for POST /api/games/new: check its area, then add the line "POST /api/games/new games" to ' +
        "ROUTE_AREAS (apps/server/test/helpers/route-areas.ts)",
      'the row "GET /api/games/start_game/:game games write" matches no registered route: remove it',
    ]);
  });

  it("refuses two rows for one route", () => {
    expect(compareRouteAreas(`${text}\nGET /api/games/gameg1 market`, rows)).toEqual([
      "two rows for GET /api/games/gameg1 in route-areas.ts: keep one",
      'GET /api/games/gameg1 is registered as "GET /api/games/gameg1 games" but its row says ' +
        '"GET /api/games/gameg1 market": fix the route or the row',
    ]);
  });
});

describe.each(BACKENDS)("the API access table on $name", (backend) => {
  let ctx: TestContext;
  let routes: AccessRoute[];
  const today = todayIst();
  const endedOn = addDays(today, -1);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.ready();
    await ctx.app.market.ready();
    routes = ctx.app.accessRoutes;
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function make(p: Persona): Promise<TestUser> {
    return ctx.makeUser({
      role: p.role ?? "learner",
      steps: p.steps ?? 3,
      planned: p.planned ?? null,
      programs: p.program
        ? [{ program: p.program, plan: p.plan ?? null, ...(p.ended ? { end: endedOn } : {}) }]
        : [],
    });
  }

  it("registers exactly the pinned routes, each with its pinned area (helpers/route-areas.ts)", () => {
    expect(compareRouteAreas(ROUTE_AREAS, routes)).toEqual([]);
  });

  it("pins every persona's areas", () => {
    expect(PERSONAS.filter((p) => PINNED_AREAS[p.name] === undefined).map((p) => p.name)).toEqual([]);
  });

  it("collects every /api route with a known area", () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const r of routes)
      expect({ route: `${r.method} ${r.url}`, known: isApiArea(r.access) }).toEqual({
        route: `${r.method} ${r.url}`,
        known: true,
      });
  });

  for (const persona of PERSONAS) {
    it(`answers ${persona.name} on every route as the table says`, async () => {
      const user = await make(persona);
      const caller = callerOf(persona, endedOn);
      const mismatches: string[] = [];
      for (const route of routes) {
        // Logging out ends the session the loop uses: call it with a session of its own.
        const token = route.url === "/api/auth/logout" ? (await ctx.login(user.id)).token : user.token;
        const verdict = apiAccess(route.access, route.method, caller, route.writes === true);
        const pinned = pinnedVerdict(persona, route);
        if (
          pinned.allowed !== verdict.allowed ||
          (!pinned.allowed && !verdict.allowed && pinned.error !== verdict.error)
        )
          mismatches.push(
            `${route.method} ${route.url} (${route.access}): the pinned table says ${pinned.allowed ? "open" : pinned.error}, ` +
              `domain/api-access.ts says ${verdict.allowed ? "open" : verdict.error}`,
          );
        const res = await ctx.app.inject({
          method: route.method as "GET",
          url: concreteUrl(route.url),
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          // A body no schema accepts: a route the table opens answers 400 instead of acting on it.
          ...(["POST", "PUT", "PATCH", "DELETE"].includes(route.method) ? { payload: '"x"' } : {}),
        });
        let body: { error?: unknown; message?: unknown } = {};
        try {
          body = JSON.parse(res.body) as typeof body;
        } catch {
          // Not JSON (a file or an HTML page): never an access refusal.
        }
        const where = `${route.method} ${route.url} (${route.access})`;
        if (!pinned.allowed) {
          // HEAD answers carry no body: the status is all there is to check.
          const ok =
            res.statusCode === 403 &&
            (route.method === "HEAD" ||
              (body.error === pinned.error && typeof body.message === "string" && body.message.length > 0));
          if (!ok)
            mismatches.push(
              `${where}: expected 403 ${pinned.error}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        } else if (
          res.statusCode === 401 ||
          (res.statusCode === 403 &&
            (ACCESS_CODES.has(String(body.error)) || !BUSINESS_403.has(String(body.error))))
        ) {
          mismatches.push(`${where}: expected access, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
