// Issue 25: GET /metrics (Prometheus text, prom-client) behind METRICS_TOKEN; absent when the token is unset.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestContext, testConfig } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

const TOKEN = "metrics-token-0123456789";

describe.each(BACKENDS)("metrics on $name", (backend) => {
  let ctx: TestContext;
  let without: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { env: { METRICS_TOKEN: TOKEN } });
    without = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
    await without.close();
  });

  const scrape = async () => {
    const res = await ctx.api("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.body as string;
  };

  it("is absent (404) without METRICS_TOKEN, even with a token", async () => {
    expect((await without.api("GET", "/metrics")).status).toBe(404);
    expect((await without.api("GET", "/metrics", { token: TOKEN })).status).toBe(404);
  });

  it("refuses a missing, wrong or differently sized token (401)", async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      "Bearer ",
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await ctx.api("GET", "/metrics", authorization ? { headers: { authorization } } : {});
      expect(res.status, String(authorization)).toBe(401);
      expect(res.body.error).toBe("unauthorized");
    }
  });

  it("answers Prometheus text with request durations by route pattern and status", async () => {
    await ctx.api("GET", "/api/health/live");
    await ctx.api("GET", "/uploads/userProfile/photo-918273.jpg");
    await ctx.api("GET", "/api/no-such-route-5550123");
    const res = await ctx.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /fincareer_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /fincareer_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live",status_code="200"\}/,
    );
    // A path with an id is counted under its pattern; unknown paths under one label.
    expect(text).toContain('route="/uploads/userProfile/:name"');
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain("918273");
    expect(text).not.toContain("5550123");
  });

  it("compresses a scrape that asks for it (Prometheus sends Accept-Encoding: gzip)", async () => {
    await ctx.api("GET", "/api/health/live");
    const res = await ctx.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}`, "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const text = gunzipSync(res.rawPayload).toString("utf8");
    expect(text).toContain("fincareer_http_request_duration_seconds_count{");
    expect(text).toMatch(/fincareer_nodejs_eventloop_lag_seconds \d/);
  });

  it("reports open sockets, event-loop lag, the pool and the market's tick, matching and feed lag", async () => {
    expect(await scrape()).toContain("fincareer_market_feed_lag_seconds 0");
    await ctx.app.market.tick();
    const text = await scrape();
    expect(text).toContain("fincareer_realtime_open_sockets 0");
    expect(text).toMatch(/fincareer_nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/fincareer_market_tick_duration_seconds_count 1\n/);
    expect(text).toMatch(/fincareer_market_matching_duration_seconds_count 1\n/);
    expect(text).toMatch(/fincareer_market_feed_lag_seconds \d/);
    if (backend.name === "postgres") {
      expect(text).toMatch(/fincareer_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/fincareer_db_pool_connections\{state="waiting"\} 0/);
      expect(text).toContain("fincareer_db_pool_max_connections 10");
    } else {
      expect(text).not.toContain("fincareer_db_pool_connections{");
    }
  });
});

describe("METRICS_TOKEN", () => {
  it("must be 16-200 printable characters without spaces; empty counts as unset", () => {
    expect(() => testConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be 16-200/);
    expect(() => testConfig({ METRICS_TOKEN: "has a space in it 123" })).toThrow(/METRICS_TOKEN/);
    expect(testConfig({ METRICS_TOKEN: "" }).metricsToken).toBeNull();
    expect(testConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});
