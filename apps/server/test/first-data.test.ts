import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, NOTIFICATIONS_PAGE_LIMIT, VERIFY_TOKEN_KEY } from "@fincareer/domain/first-data";
import { notifications } from "../src/db/schema.ts";
import { cookieToken } from "../src/platform/http/first-data.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

const PAGE =
  '<!doctype html><html><head><title>FinCareer</title></head><body><div id="root"></div></body></html>';

/** The first-data element's JSON of a page, or null when it has none. */
function firstData(html: string): { token: string; answers: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="first-data">(.*?)<\/script>/s.exec(html);
  return match === null
    ? null
    : (JSON.parse(match[1]!) as { token: string; answers: Record<string, unknown> });
}

describe.each(BACKENDS)("the first screen's data in the page on $name", (backend) => {
  let ctx: TestContext;
  let webDist: string;
  let learner: TestUser;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "fincareer-first-data-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), PAGE);
    writeFileSync(join(webDist, "build.json"), JSON.stringify({ hash: "abc123" }));
    // What the web build writes: the shell's and each screen's files beyond the entry's.
    writeFileSync(
      join(webDist, "screen-preloads.json"),
      JSON.stringify({
        layout: ["assets/app-layout-1.js", "assets/app-layout-1.css"],
        screens: {
          "/dashboard": ["assets/dashboard-2.js", 'assets/x.js"><script>alert(1)</script>', "/etc/passwd"],
        },
      }),
    );
    // The page waits up to 10 s for its answers here: on a loaded runner the market reads can take over the 1.5 s default,
    // and these tests check what the page carries, not the wait.
    ctx = await createTestContext(backend, { env: { WEB_DIST: webDist, FIRST_DATA_BUDGET_MS: "10000" } });
    learner = await ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    ctx.app.inject({
      method: "GET",
      url,
      headers: { accept: "text/html", ...(cookie === undefined ? {} : { cookie }) },
    });

  it("sends a learner's page with its first data compressed when the browser accepts it", async () => {
    const plain = await page("/dashboard", `token=${learner.token}`);
    const res = await ctx.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { accept: "text/html", "accept-encoding": "br, gzip", cookie: `token=${learner.token}` },
    });
    expect(res.statusCode).toBe(200);
    // The page is built after the static files are looked up, and still goes through the compression hook.
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('id="first-data"');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // A browser that takes gzip only gets gzip.
    const gzipped = await ctx.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { accept: "text/html", "accept-encoding": "gzip", cookie: `token=${learner.token}` },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('id="first-data"');
  });

  it("answers Home's first requests inside the page, each as the API answers it, and the page is never stored", async () => {
    const res = await page("/dashboard", `theme=dark; token=${learner.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(String(res.headers["content-type"])).toMatch(/^text\/html/);
    expect(res.payload.startsWith("<!doctype html>")).toBe(true);
    expect(res.payload).toMatch(/<\/script><\/body><\/html>$/);
    // The shell's and the screen's code are announced in the head; a file name that is not a built asset is not.
    expect(res.payload).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-layout-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/app-layout-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-2.js"></head>',
    );
    expect(res.payload).not.toContain("alert(1)");
    expect(res.payload).not.toContain("passwd");
    const data = firstData(res.payload)!;
    expect(data.token).toBe(learner.token.slice(-16));
    expect(Object.keys(data.answers).sort()).toEqual(
      [
        VERIFY_TOKEN_KEY,
        apiPaths.userInfo(),
        apiPaths.notifications(5),
        apiPaths.conditions(),
        apiPaths.liveSessions(),
        apiPaths.ticker(),
        apiPaths.portfolio({ segment: "ALL", sort: "VALUE", industry: "ALL" }),
        apiPaths.watchList(),
        apiPaths.today(),
      ].sort(),
    );
    for (const path of [
      apiPaths.userInfo(),
      apiPaths.watchList(),
      apiPaths.notifications(5),
      apiPaths.today(),
    ]) {
      const api = await ctx.api("GET", path, { token: learner.token });
      expect(data.answers[path], path).toEqual(api.body);
    }
    // The shell's token check: the route's own answer for the cookie's token (valid, and the served build).
    const check = await ctx.api("POST", apiPaths.verifyToken(), { body: { token: learner.token } });
    expect(check.body).toEqual({ isValid: true, clientHash: "abc123" });
    expect(data.answers[VERIFY_TOKEN_KEY]).toEqual(check.body);
  });

  it("reads a resource screen's track, then the video the address asks for", async () => {
    const data = firstData((await page("/resource?video=999999", `token=${learner.token}`)).payload)!;
    expect(data.answers[apiPaths.resources("main")]).toMatchObject({ track: "main" });
    // No such video in the track: the screen opens on the first or the resume point, which has none here either.
    expect(Object.keys(data.answers).some((p) => p.startsWith("/api/resources/videos/"))).toBe(false);
    const research = firstData((await page("/faresearch", `token=${learner.token}`)).payload)!;
    expect(Object.keys(research.answers)).toEqual(
      expect.arrayContaining(["/api/research", "/api/research/notify_score", "/api/research/rate-research"]),
    );
  });

  it("carries the first data of the FAQs, games, notes, stats, interview, live and notifications screens", async () => {
    const screens: [string, string[]][] = [
      ["/faq", [apiPaths.faqs()]],
      ["/stats", [apiPaths.portfolioStats()]],
      ["/mockinterview", [apiPaths.interviewTracks(), apiPaths.interviewHistory()]],
      ["/lifesession", [apiPaths.liveFeed()]],
      ["/notifications", [apiPaths.notifications(NOTIFICATIONS_PAGE_LIMIT)]],
      ["/MLNOTES", [apiPaths.notes("/MLNOTES")]],
      [
        "/games",
        [
          ...(["g1", "g2", "ecode", "ibep"] as const).map((g) => apiPaths.gameStats(g)),
          apiPaths.ecodePermission(),
        ],
      ],
      ["/games/performance", (["g1", "g2", "ecode", "ibep"] as const).map((g) => apiPaths.gameStats(g))],
    ];
    for (const [path, reads] of screens) {
      const data = firstData((await page(path, `token=${learner.token}`)).payload)!;
      expect(Object.keys(data.answers), path).toEqual(expect.arrayContaining(reads));
      // Each as the API itself answers it.
      const [first] = reads;
      expect(data.answers[first!], path).toEqual(
        (await ctx.api("GET", first!, { token: learner.token })).body,
      );
    }
    // A game being played reads its own data.
    const playing = firstData((await page("/games?play=g1", `token=${learner.token}`)).payload)!;
    expect(Object.keys(playing.answers).some((p) => p.startsWith("/api/games/"))).toBe(false);
  });

  it("leaves out what the learner may not read: another program's screen keeps only the shell's answers", async () => {
    const ba = await ctx.makeUser({ programs: ["BA"], steps: 3 });
    const data = firstData((await page("/portfolio", `token=${ba.token}`)).payload)!;
    expect((await ctx.api("GET", apiPaths.orders(), { token: ba.token })).status).toBe(403);
    expect(Object.keys(data.answers)).toEqual(
      expect.arrayContaining([apiPaths.userInfo(), VERIFY_TOKEN_KEY]),
    );
    expect(Object.keys(data.answers)).not.toContain(apiPaths.orders());
  });

  it("sends the plain, revalidated page without a usable token, to an admin, and on public pages", async () => {
    const admin = await ctx.makeUser({ role: "admin" });
    const cases: [string, string | undefined][] = [
      ["/dashboard", undefined],
      ["/dashboard", "token="],
      ["/dashboard", "token=not-a-jwt"],
      ["/dashboard", "token=aaaa.bbbb.cccc"],
      ["/dashboard", `token=${learner.token}x`],
      ["/dashboard", `token=${"a".repeat(5000)}.b.c`],
      ["/dashboard", "token=%E0%A4%A"],
      ["/dashboard", `token=${admin.token}`],
      ["/login", `token=${learner.token}`],
      ["/admin/research", `token=${learner.token}`],
      ["/", `token=${learner.token}`],
    ];
    for (const [url, cookie] of cases) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.headers["cache-control"], `${url} ${cookie}`).toBe("no-cache");
      expect(res.payload, `${url} ${cookie}`).toBe(PAGE);
    }
  });

  it("answers nothing for a HEAD request", async () => {
    const res = await ctx.app.inject({
      method: "HEAD",
      url: "/dashboard",
      headers: { accept: "text/html", cookie: `token=${learner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps text from the API inside the element: no '<' can close it or open a comment", async () => {
    const user = await ctx.makeUser({ programs: ["FAFMEP"], steps: 3 });
    const message = "</script><script>alert(1)</script><!-- & \u2028 done";
    await ctx.db.insert(notifications).values({ userId: user.id, message });
    const res = await page("/notifications", `token=${user.token}`);
    expect(res.payload.match(/<\/script>/g)).toHaveLength(1);
    expect(res.payload).not.toContain("<!--");
    const data = firstData(res.payload)!;
    const list = data.answers[apiPaths.notifications(5)] as { notifications: { message: string }[] };
    expect(list.notifications[0]!.message).toBe(message);
  });
});

describe("first data helpers", () => {
  it("takes the token cookie only when it looks like a JWT", () => {
    expect(cookieToken(undefined)).toBeNull();
    expect(cookieToken("a=1; token=x.y.z; b=2")).toBe("x.y.z");
    expect(cookieToken("token=x.y")).toBeNull();
    expect(cookieToken('token="x.y.z"')).toBeNull();
    expect(cookieToken("token=x.y.z<")).toBeNull();
    expect(cookieToken(`token=${"a".repeat(5000)}.y.z`)).toBeNull();
    expect(cookieToken(`pad=${"a".repeat(20_000)}; token=x.y.z`)).toBeNull();
  });
});
