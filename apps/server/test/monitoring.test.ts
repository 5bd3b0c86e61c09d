// Issue 38, monitoring pack: a real scrape of the app passes `promtool check metrics`, the alert rules pass
// `promtool check rules`, and the alert rules and the Grafana dashboard name only metrics the app exposes (a renamed
// metric fails here). promtool comes with Debian's `prometheus` package; without it the promtool checks are skipped
// with a warning, unless REQUIRE_PROMTOOL=1 (set by .ci/run), which makes a missing promtool a failure.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInfo } from "../src/lib/build-info.ts";
import { REPO_ROOT } from "../src/platform/config.ts";
import { createMetrics } from "../src/platform/http/metrics.ts";
import { countStorageErrors } from "../src/platform/storage/counted.ts";
import { StorageTooLarge } from "../src/platform/storage/storage.ts";
import type { ObjectStorage } from "../src/platform/storage/storage.ts";
import { createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";

const TOKEN = "metrics-token-0123456789";
const ALERTS = join(REPO_ROOT, "deploy", "prometheus", "alerts.yml");
const DASHBOARD = join(REPO_ROOT, "deploy", "grafana", "fincareer.json");
/** Series the rules may name that the app does not expose: Prometheus's own, and the trading calendar's (pending). */
const NOT_FROM_THE_APP = new Set(["up"]);

const hasPromtool = spawnSync("promtool", ["--version"], { stdio: "ignore" }).status === 0;
const requirePromtool = process.env.REQUIRE_PROMTOOL === "1";
if (!hasPromtool && !requirePromtool) {
  console.warn(
    "promtool not on PATH: SKIPPING `promtool check metrics` and `promtool check rules` (apt-get install prometheus)",
  );
}
/** A promtool test: skipped without promtool, failed without it when REQUIRE_PROMTOOL=1. */
const withPromtool = hasPromtool || requirePromtool ? it : it.skip;

/** Runs promtool (a missing one fails the test when REQUIRE_PROMTOOL=1). */
function promtool(args: string[], input?: string): { status: number | null; output: string } {
  if (!hasPromtool) {
    throw new Error("promtool is not on PATH and REQUIRE_PROMTOOL=1: install Debian's prometheus package");
  }
  const run = spawnSync("promtool", args, { input, encoding: "utf8", timeout: 30_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

/** The metric families of a scrape by name, with their type; a histogram's series names are added too. */
function families(text: string): Map<string, string> {
  const types = new Map<string, string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) types.set(name!, type!);
  return types;
}

function seriesNames(types: Map<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [name, type] of types) {
    names.add(name);
    if (type === "histogram") for (const s of ["_bucket", "_sum", "_count"]) names.add(name + s);
    if (type === "summary") for (const s of ["_sum", "_count"]) names.add(name + s);
  }
  return names;
}

const PROMQL_WORDS = new Set([
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "and",
  "or",
  "unless",
  "bool",
  "offset",
  "inf",
  "nan",
]);

/** The metric names a PromQL expression reads (quoted strings, label matchers, groupings and functions removed). */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\$\w+/g, " ");
  const names = new Set<string>();
  for (const m of bare.matchAll(/([A-Za-z_:][A-Za-z0-9_:]*)(\s*\()?/g)) {
    const word = m[1]!;
    if (m[2] || PROMQL_WORDS.has(word.toLowerCase())) continue;
    names.add(word);
  }
  return [...names];
}

/** The expressions of a rules file: `expr: ...` on one line or `expr: |` with an indented block. */
function ruleExpressions(yaml: string): { alert: string; expr: string }[] {
  const lines = yaml.split("\n");
  const out: { alert: string; expr: string }[] = [];
  let alert = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const named = line.match(/^\s*- alert: (\S+)/);
    if (named) alert = named[1]!;
    const m = line.match(/^(\s*)expr: (.*)$/);
    if (!m) continue;
    if (m[2] !== "|") {
      out.push({ alert, expr: m[2]! });
      continue;
    }
    const block: string[] = [];
    while (i + 1 < lines.length && (lines[i + 1]!.trim() === "" || lines[i + 1]!.startsWith(`${m[1]}  `))) {
      block.push(lines[++i]!);
    }
    out.push({ alert, expr: block.join("\n") });
  }
  return out;
}

describe("the app's scrape", () => {
  let ctx: TestContext;
  let text = "";
  beforeAll(async () => {
    ctx = await createTestContext({ name: "pglite" }, { env: { METRICS_TOKEN: TOKEN } });
    await ctx.api("GET", "/api/health/live");
    await ctx.api("GET", "/api/no-such-route");
    await ctx.app.market.tick();
    text = await scrape();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function scrape(): Promise<string> {
    const res = await ctx.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it("names every metric fincareer_*, counters *_total and nothing else *_total", () => {
    const types = families(text);
    expect(types.size).toBeGreaterThan(20);
    for (const [name, type] of types) {
      expect(name, name).toMatch(/^fincareer_[a-z0-9_]+$/);
      expect(name.endsWith("_total"), `${name} is a ${type}`).toBe(type === "counter");
    }
    // prom-client's gauges named like counters are gone; their labelled twins stay.
    expect(types.get("fincareer_nodejs_active_handles")).toBe("gauge");
    expect(types.has("fincareer_nodejs_active_handles_total")).toBe(false);
  });

  it("reports the build, readiness, the disk and zeroed storage errors", async () => {
    const { version, commit, node } = buildInfo;
    expect(text).toContain(`fincareer_build_info{version="${version}",commit="${commit}",node="${node}"} 1`);
    expect(node).toBe(process.version);
    expect(text).toContain("fincareer_ready 1");
    expect(text).toContain('fincareer_ready_check{part="pglite"} 1');
    expect(text).toContain('fincareer_ready_check{part="storage"} 1');
    expect(text).toMatch(/^fincareer_data_dir_free_bytes [1-9]\d*$/m);
    expect(text).toMatch(/^fincareer_data_dir_size_bytes [1-9]\d*$/m);
    expect(text).toContain('fincareer_storage_errors_total{operation="put"} 0');
    expect(text).toContain('fincareer_mail_outbox_rows{state="pending"} 0');
  });

  withPromtool("passes promtool check metrics", () => {
    const { status, output } = promtool(["check", "metrics"], text);
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  it("names in the alert rules only metrics the app exposes", () => {
    const exposed = seriesNames(families(text));
    const rules = ruleExpressions(readFileSync(ALERTS, "utf8"));
    expect(rules.length).toBeGreaterThanOrEqual(12);
    for (const { alert, expr } of rules) {
      const names = metricNamesIn(expr);
      expect(names.length, alert).toBeGreaterThan(0);
      for (const name of names) {
        expect(exposed.has(name) || NOT_FROM_THE_APP.has(name), `${alert}: ${name}`).toBe(true);
      }
    }
  });

  it("has a Grafana dashboard whose panels name only metrics the app exposes", () => {
    const exposed = seriesNames(families(text));
    const dashboard = JSON.parse(readFileSync(DASHBOARD, "utf8")) as {
      __inputs: { name: string; type: string; pluginId: string }[];
      uid: string;
      title: string;
      panels: {
        id: number;
        type: string;
        title: string;
        datasource?: { type: string; uid: string };
        gridPos: { x: number; y: number; w: number; h: number };
        targets?: { expr: string; datasource?: { uid: string } }[];
      }[];
      templating: { list: { name: string; datasource?: { uid: string }; definition?: string }[] };
    };
    expect(dashboard.__inputs).toContainEqual(
      expect.objectContaining({ name: "DS_PROMETHEUS", type: "datasource", pluginId: "prometheus" }),
    );
    expect(dashboard.uid).toBe("fincareer");
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const panels = dashboard.panels.filter((p) => p.type !== "row");
    expect(panels.length).toBeGreaterThanOrEqual(12);
    const exprs: string[] = [];
    for (const panel of panels) {
      expect(panel.title, `panel ${panel.id}`).toBeTruthy();
      expect(panel.datasource?.uid, panel.title).toBe("${DS_PROMETHEUS}");
      const { x, w } = panel.gridPos;
      expect(x >= 0 && w > 0 && x + w <= 24, `${panel.title}: gridPos`).toBe(true);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect(target.datasource?.uid ?? "${DS_PROMETHEUS}", panel.title).toBe("${DS_PROMETHEUS}");
        exprs.push(target.expr);
        const names = metricNamesIn(target.expr);
        expect(names.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
        for (const name of names) expect(exposed.has(name), `${panel.title}: ${name}`).toBe(true);
      }
    }
    for (const variable of dashboard.templating.list) {
      expect(variable.datasource?.uid, variable.name).toBe("${DS_PROMETHEUS}");
      for (const name of metricNamesIn(variable.definition!.replace(/^label_values\((.*)\)$/, "$1"))) {
        if (name !== "job" && name !== "instance") expect(exposed.has(name), variable.name).toBe(true);
      }
    }
    // The panels the monitoring pack promises (request rate, 5xx, p50/p99 by route, the process, pool, outbox, feed).
    const all = exprs.join("\n");
    for (const needed of [
      "fincareer_http_request_duration_seconds_count",
      'status_code=~"5.."',
      "histogram_quantile(0.5, sum by (route, le)",
      "histogram_quantile(0.99, sum by (route, le)",
      "fincareer_nodejs_eventloop_lag_p99_seconds",
      "fincareer_nodejs_heap_size_used_bytes",
      "fincareer_process_resident_memory_bytes",
      "fincareer_realtime_open_sockets",
      "fincareer_db_pool_connections",
      "fincareer_mail_outbox_rows",
      "fincareer_market_feed_lag_seconds",
      "fincareer_build_info",
    ]) {
      expect(all, needed).toContain(needed);
    }
  });

  it("reports readiness failing from the moment shutdown begins", async () => {
    ctx.app.services.health.beginShutdown();
    const after = await scrape();
    expect(after).toContain("fincareer_ready 0");
    expect(after).toContain('fincareer_ready_check{part="shutdown"} 0');
    expect(after).not.toContain('fincareer_ready_check{part="storage"}');
  });
});

describe("the alert rules", () => {
  withPromtool("pass promtool check rules", () => {
    const { status, output } = promtool(["check", "rules", ALERTS]);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status).toBe(0);
  });

  it("give every alert a for:, a severity, a summary, a description and a runbook in docs/operations.md", () => {
    const yaml = readFileSync(ALERTS, "utf8");
    const operations = readFileSync(join(REPO_ROOT, "docs", "operations.md"), "utf8");
    const anchors = new Set(
      [...operations.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
      ),
    );
    const rules = yaml.split(/\n(?=[ \t]*- alert: )/).slice(1);
    expect(rules.length).toBeGreaterThanOrEqual(12);
    for (const rule of rules) {
      const name = rule.match(/- alert: (\S+)/)![1]!;
      expect(rule, name).toMatch(/\n\s+for: \d+[smh]\n/);
      expect(rule, name).toMatch(/\n\s+severity: (critical|warning)\n/);
      expect(rule, name).toMatch(/\n\s+summary: /);
      expect(rule, name).toMatch(/\n\s+description: /);
      const runbook = rule.match(/runbook_url: "docs\/operations\.md#([a-z0-9-]+)"/)?.[1];
      expect(runbook && anchors.has(runbook), `${name}: runbook_url names a docs/operations.md heading`).toBe(
        true,
      );
    }
  });
});

describe("storage errors", () => {
  it("counts each failed storage operation but not a too-large upload", async () => {
    const metrics = createMetrics(() => ({ sockets: () => 0, pool: null, feedLag: () => null }));
    const failing = {
      kind: "local",
      put: async () => {
        throw new StorageTooLarge(10);
      },
      head: async () => {
        throw new Error("EIO");
      },
      check: async () => {
        throw new Error("ENOSPC");
      },
      get: async () => null,
    } as unknown as ObjectStorage;
    const storage = countStorageErrors(failing, (op) => metrics.storageError(op));
    await expect(storage.put("a.pdf", Readable.from([]), { contentType: "x" })).rejects.toThrow(
      StorageTooLarge,
    );
    await expect(storage.head("a.pdf")).rejects.toThrow("EIO");
    await expect(storage.check()).rejects.toThrow("ENOSPC");
    await expect(storage.check()).rejects.toThrow("ENOSPC");
    expect(await storage.get("a.pdf")).toBeNull();
    const text = await metrics.registry.metrics();
    expect(text).toContain('fincareer_storage_errors_total{operation="put"} 0');
    expect(text).toContain('fincareer_storage_errors_total{operation="head"} 1');
    expect(text).toContain('fincareer_storage_errors_total{operation="check"} 2');
    expect(text).toContain('fincareer_storage_errors_total{operation="get"} 0');
  });
});
