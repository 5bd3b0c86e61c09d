// scripts/audit.mjs, the CI's dependency audit: it judges a saved `npm audit --json` report (--input) the way it
// judges the registry's answer, so these runs cover everything but the request itself.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/platform/config.ts";

const dir = mkdtempSync(join(tmpdir(), "audit-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TMP_ADVISORY = {
  source: 1101077,
  name: "tmp",
  dependency: "tmp",
  title: "tmp allows arbitrary temporary file / directory write via symbolic link `dir` parameter",
  url: "https://github.com/advisories/GHSA-52f5-9888-hmc6",
  severity: "low",
  range: "<=0.2.3",
};

/** An `npm audit --json` (v2) report: tmp's advisory, reached through exceljs. */
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    tmp: {
      name: "tmp",
      severity: "low",
      isDirect: false,
      via: [TMP_ADVISORY],
      effects: ["exceljs"],
      range: "<=0.2.3",
      nodes: ["node_modules/tmp"],
      fixAvailable: false,
    },
    exceljs: {
      name: "exceljs",
      severity: "low",
      isDirect: true,
      via: ["tmp"],
      effects: [],
      range: "*",
      nodes: ["node_modules/exceljs"],
      fixAvailable: false,
    },
  },
  metadata: { vulnerabilities: { low: 2, total: 2 } },
};

const ENTRY = {
  id: "GHSA-52f5-9888-hmc6",
  package: "tmp",
  reason: "exceljs only uses tmp in its streaming writer, which the app does not call",
  review_by: "2026-12-31",
};

let n = 0;
function audit(report: unknown, allowlist: unknown, today = "2026-11-26", extra: string[] = []) {
  n += 1;
  const input = join(dir, `report-${n}.json`);
  const list = join(dir, `allowlist-${n}.json`);
  writeFileSync(input, typeof report === "string" ? report : JSON.stringify(report));
  writeFileSync(list, JSON.stringify(allowlist));
  const res = spawnSync(
    process.execPath,
    ["scripts/audit.mjs", "--input", input, "--allowlist", list, "--today", today, ...extra],
    { cwd: REPO_ROOT, encoding: "utf8" },
  );
  return { code: res.status, out: res.stdout, err: res.stderr, allowlist: list };
}

describe("scripts/audit.mjs", () => {
  it("fails on an advisory the allowlist does not name, and says which and where", () => {
    const r = audit(REPORT, { advisories: [] });
    expect(r.code).toBe(1);
    expect(r.err).toContain("GHSA-52f5-9888-hmc6 tmp");
    expect(r.err).toContain("not in the allowlist");
    expect(r.err).toContain("node_modules/tmp");
    expect(r.err).toContain("1 advisories, 0 allowed, 1 not");
  });

  it("passes an advisory listed with its reason until its review date, and prints the reason", () => {
    const r = audit(REPORT, { advisories: [ENTRY] });
    expect(r.code).toBe(0);
    expect(r.out).toContain(`allowed until 2026-12-31: GHSA-52f5-9888-hmc6 tmp (low): ${ENTRY.reason}`);
    expect(r.out).toContain("1 advisories, 1 allowed");
  });

  it("fails again once the entry's review date has passed", () => {
    const r = audit(REPORT, { advisories: [ENTRY] }, "2027-01-01");
    expect(r.code).toBe(1);
    expect(r.err).toContain("allowlist review date 2026-12-31 has passed");
  });

  it("does not let an entry for another package allow the advisory", () => {
    const r = audit(REPORT, { advisories: [{ ...ENTRY, package: "exceljs" }] });
    expect(r.code).toBe(1);
    expect(r.out).toContain("no longer needed, remove from the allowlist: GHSA-52f5-9888-hmc6 exceljs");
  });

  it("refuses allowlist entries without a reason, a real review date or a GHSA id", () => {
    // The whole line: parseAllowlist's message for the field, behind the file's path and "audit: ".
    for (const [bad, message] of [
      [{ ...ENTRY, reason: "" }, "advisories[0].reason: why it is accepted"],
      [{ ...ENTRY, review_by: "2026-02-30" }, "advisories[0].review_by: a real date, yyyy-mm-dd"],
      [{ ...ENTRY, review_by: undefined }, "advisories[0].review_by: a real date, yyyy-mm-dd"],
      [{ ...ENTRY, id: "CVE-2024-1234" }, "advisories[0].id: a GHSA id such as GHSA-xxxx-xxxx-xxxx"],
    ] as const) {
      const r = audit({ auditReportVersion: 2, vulnerabilities: {} }, { advisories: [bad] });
      expect(r.code).toBe(1);
      expect(r.err).toBe(`audit: ${r.allowlist}: ${message}\n`);
    }
  });

  it("fails loudly when the audit request fails instead of reporting a clean tree", () => {
    // What npm prints when the registry refuses the bulk advisory request.
    const refused = {
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    };
    const r = audit(refused, { advisories: [] });
    expect(r.code).toBe(1);
    expect(r.err).toContain("npm audit failed: 405 Method Not Allowed");
    expect(audit("", { advisories: [] }).err).toContain("npm audit did not answer with JSON");
    expect(
      audit({ error: { code: "ENOTFOUND", summary: "getaddrinfo ENOTFOUND" } }, { advisories: [] }).code,
    ).toBe(1);
  });

  it("with --unavailable-ok passes loudly only a registry that refuses the audit service, never other failures", () => {
    const refused = {
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    };
    const r = audit(refused, { advisories: [] }, "2026-11-26", ["--unavailable-ok"]);
    expect(r.code).toBe(0);
    expect(r.err).toContain("NOT RUN");
    const down = { error: { code: "ENOTFOUND", summary: "getaddrinfo ENOTFOUND" } };
    expect(audit(down, { advisories: [] }, "2026-11-26", ["--unavailable-ok"]).code).toBe(1);
    expect(audit("", { advisories: [] }, "2026-11-26", ["--unavailable-ok"]).code).toBe(1);
  });

  it("passes a clean report, and the repository's own allowlist is valid", () => {
    const r = audit({ auditReportVersion: 2, vulnerabilities: {} }, { advisories: [] });
    expect(r.code).toBe(0);
    expect(r.out).toContain("0 advisories, 0 allowed");
    const own = spawnSync(process.execPath, ["scripts/audit.mjs", "--input", join(dir, `report-${n}.json`)], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    expect(own.stderr).toBe("");
    expect(own.status).toBe(0);
  });
});
