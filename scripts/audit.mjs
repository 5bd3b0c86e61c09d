// `node scripts/audit.mjs`: `npm audit --omit=dev`, failing on any advisory that audit-allowlist.json does not
// list with its reason and a review date that has not passed. An audit that cannot run (registry unreachable, an
// answer that is not an audit report) fails too: a silent pass would look like a clean tree.
// `--input <file>` judges a saved `npm audit --json` report instead of asking the registry; `--today yyyy-mm-dd`
// fixes the date the review dates are compared with (tests, or checking a list ahead of time).
// `--unavailable-ok`: a registry that does not offer the audit service at all (it answers the advisory POST with 405
// or 501, as a GET-only mirror or proxy does) is reported loudly and passes; every other failure still fails.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { npm, root } from "./lib.mjs";

const GHSA = /^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A registry that has not answered in this long is treated as unreachable. */
const AUDIT_TIMEOUT_MS = 120_000;

/** The allowlist's entries, checked: each names a GHSA id, a package, a reason and a real review-by date. */
export function parseAllowlist(text, source = "audit-allowlist.json") {
  const fail = (msg) => {
    throw new Error(`${source}: ${msg}`);
  };
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    fail(`not JSON (${err.message})`);
  }
  if (!doc || !Array.isArray(doc.advisories)) fail('needs { "advisories": [ ... ] }');
  const seen = new Set();
  return doc.advisories.map((e, i) => {
    const at = `advisories[${i}]`;
    if (!e || typeof e !== "object") fail(`${at}: not an object`);
    if (typeof e.id !== "string" || !GHSA.test(e.id)) fail(`${at}.id: a GHSA id such as GHSA-xxxx-xxxx-xxxx`);
    if (typeof e.package !== "string" || !e.package) fail(`${at}.package: the affected package's name`);
    if (typeof e.reason !== "string" || e.reason.trim().length < 10) fail(`${at}.reason: why it is accepted`);
    if (!isDate(e.review_by)) fail(`${at}.review_by: a real date, yyyy-mm-dd`);
    const key = `${e.id}|${e.package}`;
    if (seen.has(key)) fail(`${at}: ${e.id} for ${e.package} is listed twice`);
    seen.add(key);
    return { id: e.id, package: e.package, reason: e.reason, review_by: e.review_by };
  });
}

function isDate(value) {
  if (typeof value !== "string" || !DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The advisories of an `npm audit --json` report (v2), one per advisory and package, with the paths it affects.
 * Throws when the text is not such a report (npm prints an error object when the registry refuses the request).
 */
export class AuditUnavailable extends Error {}

/** True when npm's error report says the registry does not offer the audit service (405 or 501 to its POST). */
function serviceRefused(report) {
  const status = Number(report?.statusCode ?? report?.error?.statusCode);
  const msg = String(report?.message ?? report?.error?.summary ?? "");
  return status === 405 || status === 501 || /^(405|501) /.test(msg);
}

export function advisoriesOf(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    throw new Error(`npm audit did not answer with JSON: ${text.slice(0, 300) || "(nothing)"}`);
  }
  if (report?.error || report?.message || typeof report?.vulnerabilities !== "object") {
    const why = report?.error?.summary || report?.message || JSON.stringify(report).slice(0, 300);
    if (serviceRefused(report)) throw new AuditUnavailable(`npm audit failed: ${why}`);
    throw new Error(`npm audit failed: ${why}`);
  }
  const found = new Map();
  for (const vuln of Object.values(report.vulnerabilities)) {
    for (const via of vuln.via ?? []) {
      // A string names another vulnerable package (the advisory is listed under that one).
      if (typeof via !== "object" || !via) continue;
      const id = String(via.url ?? "")
        .split("/")
        .pop();
      const key = `${id || via.source}|${via.name}`;
      const entry = found.get(key) ?? {
        id: id || `npm advisory ${via.source}`,
        package: via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
        range: via.range,
        nodes: new Set(),
      };
      for (const node of vuln.nodes ?? []) entry.nodes.add(node);
      found.set(key, entry);
    }
  }
  return [...found.values()].map((a) => ({ ...a, nodes: [...a.nodes].sort() }));
}

/** Which advisories the allowlist accepts, which it does not, and its expired and unused entries. */
export function judge(advisories, allowlist, today) {
  const byKey = new Map(allowlist.map((e) => [`${e.id}|${e.package}`, e]));
  const used = new Set();
  const allowed = [];
  const refused = [];
  for (const a of advisories) {
    const entry = byKey.get(`${a.id}|${a.package}`);
    if (entry && entry.review_by >= today) {
      used.add(entry);
      allowed.push({ ...a, entry });
    } else {
      if (entry) used.add(entry);
      refused.push({ ...a, expired: entry ?? null });
    }
  }
  const unused = allowlist.filter((e) => !used.has(e));
  return { allowed, refused, unused };
}

function runAudit() {
  const res = spawnSync(npm, ["audit", "--omit=dev", "--json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: AUDIT_TIMEOUT_MS,
  });
  if (res.error) throw new Error(`npm audit could not run: ${res.error.message}`);
  // npm audit exits 1 when it finds advisories, so the exit code alone says nothing; the report does.
  return res.stdout;
}

function main() {
  const { values } = parseArgs({
    options: {
      input: { type: "string" },
      "unavailable-ok": { type: "boolean", default: false },
      allowlist: { type: "string", default: join(root, "audit-allowlist.json") },
      today: { type: "string", default: new Date().toISOString().slice(0, 10) },
    },
  });
  if (!isDate(values.today)) throw new Error("--today: a date, yyyy-mm-dd");
  const allowlist = parseAllowlist(readFileSync(values.allowlist, "utf8"), values.allowlist);
  const text = values.input ? readFileSync(values.input, "utf8") : runAudit();
  let advisories;
  try {
    advisories = advisoriesOf(text);
  } catch (err) {
    if (!(err instanceof AuditUnavailable) || !values["unavailable-ok"]) throw err;
    console.warn(`audit: NOT RUN: the registry does not offer the audit service (${err.message}).`);
    console.warn("audit: run `node scripts/audit.mjs` where the public npm registry answers audits.");
    return 0;
  }
  const { allowed, refused, unused } = judge(advisories, allowlist, values.today);

  for (const a of allowed) {
    console.log(
      `allowed until ${a.entry.review_by}: ${a.id} ${a.package} (${a.severity}): ${a.entry.reason}`,
    );
  }
  for (const e of unused) {
    console.log(`no longer needed, remove from the allowlist: ${e.id} ${e.package}`);
  }
  for (const a of refused) {
    const why = a.expired
      ? `allowlist review date ${a.expired.review_by} has passed`
      : "not in the allowlist";
    console.error(`${a.severity} ${a.id} ${a.package} ${a.range ?? ""}: ${a.title} (${why})`);
    console.error(`  ${a.url ?? ""}${a.nodes.length ? `\n  in ${a.nodes.join(", ")}` : ""}`);
  }
  const summary = `npm audit --omit=dev: ${allowed.length + refused.length} advisories, ${allowed.length} allowed`;
  if (refused.length) {
    console.error(
      `${summary}, ${refused.length} not: upgrade or override the package, or add it to audit-allowlist.json ` +
        "with its reason and a review-by date",
    );
    return 1;
  }
  console.log(summary);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    process.exitCode = main();
  } catch (err) {
    console.error(`audit: ${err.message}`);
    process.exitCode = 1;
  }
}
