// GET /api/scrips/list (and the ticker) from memory: the same answer as building it afresh, with each learner's
// own watch flags, new prices after every tick, compressed (br, gzip) and with an ETag answering 304.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ScripListQuery, ScripListResponse, TickerResponse } from "@fincareer/domain/contract/market";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScripService } from "../src/modules/market/scrips/service.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

const QUERIES = [
  "segment=ALL&sort=NAME&industry=ALL",
  "segment=ALL&sort=GAINERS&industry=ALL",
  "segment=LARGE&sort=MCAP&industry=ALL",
  "segment=ALL&sort=PRICE&industry=banks",
  "segment=WATCH&sort=LOSERS&industry=ALL",
  "for_ticker=true",
];

describe.each(BACKENDS)("the scrip list from memory on $name", (backend) => {
  let ctx: TestContext;
  let watcher: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.market.ready();
    watcher = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    other = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const ids = (codes: string[]) => codes.map((c) => ctx.app.market.scrips.find((s) => s.shortCode === c)!.id);
  const watch = (u: TestUser, id: number, on = true) =>
    ctx.api("POST", "/api/scrips/watch", { token: u.token, body: { scrip_id: id, is_watch: on } });

  /** What the service builds afresh for a query (the answer before it was cached). */
  async function fresh(u: TestUser, query: string) {
    const service = createScripService({ db: ctx.db, market: ctx.app.market });
    const q = ScripListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    return q.for_ticker ? service.ticker(u.id) : service.list(u.id, q);
  }

  it("answers every query as the service builds it, with each learner's own watch flags", async () => {
    for (const id of ids(["HDFCBANK", "INFY", "TCS"])) expect((await watch(watcher, id)).status).toBe(200);
    for (const query of QUERIES) {
      for (const u of [watcher, other]) {
        const res = await ctx.api("GET", `/api/scrips/list?${query}`, { token: u.token });
        expect(res.status).toBe(200);
        const schema = query.includes("for_ticker") ? TickerResponse : ScripListResponse;
        expect(schema.safeParse(res.body).success).toBe(true);
        const expected = await fresh(u, query);
        // next_open is "now" while the market is open: compare the status without it.
        const strip = (b: Record<string, unknown>) => ({
          ...b,
          ...("market" in b ? { market: { ...(b.market as object), next_open: null } } : {}),
        });
        expect(strip(res.body)).toEqual(strip(JSON.parse(JSON.stringify(expected))));
        const watched = res.body.scrips.filter((s: { is_watch: boolean }) => s.is_watch).length;
        if (u === other) expect(watched).toBe(0);
        if (query.startsWith("segment=WATCH")) {
          expect(res.body.scrips.length).toBe(u === watcher ? 3 : 0);
        }
      }
    }
    const banks = await ctx.api("GET", "/api/scrips/list?segment=ALL&sort=PRICE&industry=banks", {
      token: watcher.token,
    });
    expect(banks.body.scrips.length).toBeGreaterThan(5);
    expect(banks.body.scrips.every((s: { industry: string }) => s.industry === "Banks")).toBe(true);
    const prices = banks.body.scrips.map((s: { market_price: number }) => s.market_price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    const hdfc = banks.body.scrips.find((s: { shortCode: string }) => s.shortCode === "HDFCBANK");
    expect(hdfc.is_watch).toBe(true);
  });

  it("shows a watch-list change at once and new prices after a tick", async () => {
    const [sbin] = ids(["SBIN"]);
    const before = await ctx.api("GET", "/api/scrips/list?for_ticker=true", { token: watcher.token });
    const row = (body: { scrips: { id: number; is_watch: boolean; market_price: number }[] }) =>
      body.scrips.find((s) => s.id === sbin)!;
    expect(row(before.body).is_watch).toBe(false);
    await watch(watcher, sbin!);
    const after = await ctx.api("GET", "/api/scrips/list?for_ticker=true", { token: watcher.token });
    expect(row(after.body).is_watch).toBe(true);
    await watch(watcher, sbin!, false);

    const price = row(after.body).market_price;
    await ctx.app.market.tick({ prices: { SBIN: price + 10 } });
    const ticked = await ctx.api("GET", "/api/scrips/list?for_ticker=true", { token: watcher.token });
    expect(row(ticked.body)).toMatchObject({ market_price: price + 10, is_watch: false });
    expect(ticked.body.stocks.find((s: { shortCode: string }) => s.shortCode === "SBIN").market_price).toBe(
      price + 10,
    );
  });

  it("compresses with br or gzip and answers 304 while nothing changed", async () => {
    const path = "/api/scrips/list?for_ticker=true";
    const plain = await ctx.app.inject({ url: path, headers: { authorization: `Bearer ${watcher.token}` } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    for (const [encoding, inflate] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        url: path,
        headers: { authorization: `Bearer ${watcher.token}`, "accept-encoding": `${encoding}, identity` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(inflate(res.rawPayload).toString()).toBe(plain.body);
      expect(res.headers.etag).toBe(etag);
    }

    const again = await ctx.app.inject({
      url: path,
      headers: { authorization: `Bearer ${watcher.token}`, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Another learner's list is another body: never a 304 on this one's tag.
    const theirs = await ctx.app.inject({
      url: path,
      headers: { authorization: `Bearer ${other.token}`, "if-none-match": etag },
    });
    expect(theirs.statusCode).toBe(200);

    await ctx.app.market.tick({ prices: { INFY: 1500 } });
    const changed = await ctx.app.inject({
      url: path,
      headers: { authorization: `Bearer ${watcher.token}`, "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("compresses other API answers above 1 KB too", async () => {
    const res = await ctx.app.inject({
      url: "/api/scrips/search-company?company=ta",
      headers: { authorization: `Bearer ${watcher.token}`, "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).scrips.length).toBeGreaterThan(5);
    const small = await ctx.app.inject({
      url: "/api/scrips/search-company?company=zzzz",
      headers: { authorization: `Bearer ${watcher.token}`, "accept-encoding": "gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
