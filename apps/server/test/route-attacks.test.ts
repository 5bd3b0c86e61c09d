// Every route attacked, generated from the API description (issue 46): the test walks the app's own OpenAPI document
// and, for every operation, sends (a) no token, (b) the token of a learner whose program may not use the route,
// (c) a malformed value for every path parameter and (d) an empty, a wrongly typed and an oversized JSON body, the
// last two with a token that is otherwise allowed. Every answer must be a 4xx in the `{ error, message }` shape and
// leave every table as it was. Each route's area comes from the pinned rows of helpers/route-areas.ts, and who is
// refused or allowed in each area from the pinned table below (packages/domain/src/api-access.test.ts, docs/decisions.md
// "## API access"), never from the function the access hook runs. An operation no kind can attack is exempt by name,
// with its reason; a new operation that is neither attacked nor exempt fails the test.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { parseRows, ROUTE_AREAS } from "./helpers/route-areas.ts";

/** The callers the attacks use: a learner of each program (key as in api-access.test.ts's TABLE) and an admin. */
const PERSONAS = {
  admin: { role: "admin", program: null },
  FMEPPLATINUM: { program: "FMEPPLATINUM" },
  FMEPGOLD: { program: "FMEPGOLD" },
  "FMEPGOLD/p199": { program: "FMEPGOLD", planned: "p199" },
  IBEPGOLD: { program: "IBEPGOLD" },
  FnO: { program: "FnO" },
  DS: { program: "DS" },
  EXCEL: { program: "EXCEL" },
  "BA before Edit Profile (steps 1)": { program: "BA", steps: 1 },
  "no program": { program: null },
} as const satisfies Record<
  string,
  { role?: "admin"; program: string | null; planned?: string; steps?: number }
>;
type PersonaKey = keyof typeof PERSONAS;

/**
 * Per area: a caller who must be refused (with the refusal code) and one who may use it, read off the pinned table of
 * packages/domain/src/api-access.test.ts. `refused: null` where no logged-in caller is refused (the reason given).
 */
const AREA_CALLERS: Record<
  string,
  { allowed: PersonaKey | "none"; refused: { persona: PersonaKey; error: string } | { none: string } }
> = {
  public: { allowed: "none", refused: { none: "public: anyone may call it" } },
  authenticated: { allowed: "FMEPPLATINUM", refused: { none: "authenticated: any logged-in caller may" } },
  admin: { allowed: "admin", refused: { persona: "FMEPPLATINUM", error: "forbidden" } },
  // FMEPGOLD: market, research, resources, notes, games, profile, faq; FMEPPLATINUM adds live and interview.
  market: { allowed: "FMEPPLATINUM", refused: { persona: "IBEPGOLD", error: "not_in_program" } },
  research: { allowed: "FMEPPLATINUM", refused: { persona: "IBEPGOLD", error: "not_in_program" } },
  projects: { allowed: "IBEPGOLD", refused: { persona: "FMEPGOLD", error: "not_in_program" } },
  resources: { allowed: "FMEPPLATINUM", refused: { persona: "FMEPGOLD/p199", error: "not_in_program" } },
  beginner: { allowed: "FnO", refused: { persona: "FMEPGOLD", error: "not_in_program" } },
  // Every program reads its notes: only a learner with no program is refused.
  notes: { allowed: "FMEPPLATINUM", refused: { persona: "no program", error: "no_program" } },
  excel: { allowed: "EXCEL", refused: { persona: "FMEPGOLD", error: "not_in_program" } },
  games: { allowed: "FMEPPLATINUM", refused: { persona: "DS", error: "not_in_program" } },
  live: { allowed: "FMEPPLATINUM", refused: { persona: "FMEPGOLD", error: "not_in_program" } },
  interview: { allowed: "FMEPPLATINUM", refused: { persona: "FMEPGOLD", error: "not_in_program" } },
  profile: {
    allowed: "FMEPPLATINUM",
    refused: { persona: "BA before Edit Profile (steps 1)", error: "not_in_program" },
  },
  faq: { allowed: "FMEPPLATINUM", refused: { persona: "FnO", error: "not_in_program" } },
};

/** Operations no kind of attack reaches (public, no path parameter, no JSON body), each with its reason. */
const EXEMPT: Record<string, string> = {
  "GET /api/health": "public health check: no token, no parameter, no body to attack",
  "GET /api/health/live": "public liveness probe: no token, no parameter, no body to attack",
  "GET /api/health/ready": "public readiness probe: no token, no parameter, no body to attack",
  "GET /.well-known/jwks.json": "public certificate signing keys: no token, no parameter, no body to attack",
  "GET /api/privacy/notice": "public privacy notice: no token, no parameter, no body to attack",
};

/**
 * Registered routes (pinned rows of helpers/route-areas.ts) the OpenAPI document leaves out, so the walk cannot reach
 * them, each with its reason; any other undocumented route fails the test. HEAD twins of GET routes are not listed.
 */
const UNDOCUMENTED: Record<string, string> = {
  "GET /api/docs": "the API documentation itself (swagger UI)",
  "GET /api/docs/static/index.html": "the API documentation itself (swagger UI)",
  "GET /api/docs/static/swagger-initializer.js": "the API documentation itself (swagger UI)",
  "GET /api/docs/json": "the API documentation itself (this document)",
  "GET /api/docs/yaml": "the API documentation itself (this document as YAML)",
  "GET /api/docs/static/*": "the API documentation itself (swagger UI assets)",
  "GET /metrics": "Prometheus scrape, checked against METRICS_TOKEN by the route (metrics.test.ts)",
  "POST /api/content/uploads/:uploadId": "tus resumable upload protocol (content-resources tests)",
  "PATCH /api/content/uploads/:uploadId": "tus resumable upload protocol (content-resources tests)",
  "DELETE /api/content/uploads/:uploadId": "tus resumable upload protocol (content-resources tests)",
  "OPTIONS /api/content/uploads/:uploadId": "tus resumable upload protocol (content-resources tests)",
};

/** Operations whose JSON body is optional by design: the empty-body attack is a valid call there (the reason). */
const OPTIONAL_BODIES: Record<string, string> = {
  "POST /api/research/pnotify_score": "no body marks every unseen score seen (PnotifyScoreBody)",
  "POST /api/ivepresearch/pnotify_score": "no body marks every unseen score seen (PnotifyScoreBody)",
};

/**
 * Links opened from a mail: every well-formed token leads (303) to the web page that checks it and asks before
 * anything changes, so a malformed one answers that redirect too, never a 2xx or 5xx.
 */
const PAGE_REDIRECTS: Record<string, string> = {
  "GET /api/mail/unsubscribe/{token}": "/unsubscribe?token=",
};

/**
 * Tables whose rows may change on a refused request, each with its reason (everything else must stay as it was).
 */
const CHANGING_TABLES: Record<string, string> = {};

/**
 * Real bugs the attacks found that are not fixed yet: "KIND METHOD path: what it answers". Asserted exactly, so a
 * fix (or a new failure) shows up.
 */
const KNOWN_FAILURES: string[] = [];

/** The keys the app's error body may carry (`{ error, message }`, a 400's fields, a 5xx's requestId). */
const ERROR_KEYS = new Set(["error", "message", "fields", "requestId"]);

/** Malformed values for a path parameter. */
const BAD_IDS = ["abc", "-1", "1e9", "x".repeat(300)];

type Kind = "no token" | "refused caller" | "malformed path id" | "bad body";
const KINDS: Kind[] = ["no token", "refused caller", "malformed path id", "bad body"];

interface Param {
  name: string;
  schema?: { type?: string; enum?: string[]; pattern?: string };
}
interface Operation {
  method: string;
  path: string;
  key: string;
  params: Param[];
  jsonBody: boolean;
}

/** The pinned row's "METHOD url" for an OpenAPI operation ({id} -> :id, {*} -> *, no trailing slash). */
function rowKey(method: string, path: string): string {
  const url = path
    .replace(/\{\*\}/g, "*")
    .replace(/\{([^}]+)\}/g, ":$1")
    .replace(/(.)\/$/, "$1");
  return `${method} ${url}`;
}

/** A value the parameter's schema accepts, for the parameters not under attack. */
function validValue(param: Param): string {
  if (param.schema?.enum?.length) return param.schema.enum[0]!;
  if (param.name === "*") return "master.m3u8";
  if (param.name === "lessonId") return "xl-m1-v1";
  return "1";
}

function urlOf(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name]!));
}

function operationsOf(doc: {
  // The OpenAPI document is walked loosely: the operations are read field by field below.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  paths: Record<string, Record<string, any>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => {
      const method = m.toUpperCase();
      return {
        method,
        path,
        key: `${method} ${path}`,
        params: ((op.parameters ?? []) as (Param & { in: string })[]).filter((p) => p.in === "path"),
        jsonBody: Boolean(op.requestBody?.content?.["application/json"]),
      };
    }),
  );
}

describe.each(BACKENDS)("every route attacked on $name", (backend) => {
  let ctx: TestContext;
  const tokens = {} as Record<PersonaKey, string>;
  let fingerprintQuery: string | undefined;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.app.market.ready();
    for (const [key, p] of Object.entries(PERSONAS) as [PersonaKey, (typeof PERSONAS)[PersonaKey]][]) {
      const user = await ctx.makeUser({
        role: "role" in p ? p.role : "learner",
        steps: "steps" in p ? p.steps : 3,
        planned: "planned" in p ? p.planned : null,
        programs: p.program ? [p.program] : [],
      });
      tokens[key] = user.token;
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Every public table, fingerprinted (ctx.snapshot() reads some tables' rows; this covers all of them). */
  async function fingerprint(): Promise<Record<string, string>> {
    fingerprintQuery ??= await (async () => {
      const result = await ctx.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      const names = rowsOf<{ name: string }>(result)
        .map((r) => r.name)
        .filter((name) => CHANGING_TABLES[name] === undefined);
      // One statement for every table: its row count and the newest row version's transaction id (xmin), so an
      // insert, an update (even to the same values) or a delete shows up without reading the rows' text.
      return names
        .map(
          (name) =>
            `select '${name}' as name, (select count(*)::text || ':' || ` +
            `coalesce(max(xmin::text::bigint), 0)::text from "${name}") as f`,
        )
        .join(" union all ");
    })();
    const rows = await ctx.db.execute(sql.raw(fingerprintQuery));
    return Object.fromEntries(rowsOf<{ name: string; f: string }>(rows).map((r) => [r.name, r.f]));
  }

  it("answers every attack on every documented operation with a 4xx error and changes nothing", async () => {
    const docRes = await ctx.api("GET", "/api/docs/json");
    expect(docRes.status).toBe(200);
    const operations = operationsOf(docRes.body);
    expect(operations.length).toBeGreaterThan(0);
    const { rows, problems } = parseRows(ROUTE_AREAS);
    expect(problems).toEqual([]);
    // The server's body limit (no JSON route raises it above the default; some lower it).
    const bodyLimit = ctx.app.initialConfig.bodyLimit!;
    expect(bodyLimit).toBeGreaterThan(0);
    const oversized = JSON.stringify({ text: "x".repeat(bodyLimit + 1024) });

    const failures: string[] = [];
    const unaccounted: string[] = [];
    const sent: Record<Kind, number> = {
      "no token": 0,
      "refused caller": 0,
      "malformed path id": 0,
      "bad body": 0,
    };
    let attacked = 0;
    // The fingerprint sees a write that changes no value (a new row version), then becomes the baseline.
    const unchanged = await fingerprint();
    expect(Object.keys(unchanged).length).toBeGreaterThan(20);
    await ctx.db.execute(
      sql`update market_scrips set name = name where id = (select min(id) from market_scrips)`,
    );
    let tablesBefore = await fingerprint();
    expect(Object.keys(tablesBefore).filter((t) => tablesBefore[t] !== unchanged[t])).toEqual([
      "market_scrips",
    ]);
    let before = await ctx.snapshot();

    for (const op of operations) {
      const row = rows.get(rowKey(op.method, op.path));
      if (row === undefined) {
        unaccounted.push(`${op.key}: no pinned row in helpers/route-areas.ts`);
        continue;
      }
      const area = row.split(" ")[2]!;
      const callers = AREA_CALLERS[area];
      if (callers === undefined) {
        unaccounted.push(`${op.key}: area ${area} has no callers in AREA_CALLERS`);
        continue;
      }
      const allowedToken = callers.allowed === "none" ? undefined : tokens[callers.allowed];
      const valid = Object.fromEntries(op.params.map((p) => [p.name, validValue(p)]));
      const kinds = new Set<Kind>();

      const check = async (
        kind: Kind,
        what: string,
        request: { url: string; token?: string; payload?: string; json?: boolean },
        judge: (status: number, body: { error?: unknown; message?: unknown }) => string | null,
      ) => {
        kinds.add(kind);
        sent[kind] += 1;
        const res = await ctx.app.inject({
          method: op.method as "GET",
          url: request.url,
          headers: {
            ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
            ...(request.json ? { "content-type": "application/json" } : {}),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        let body: { error?: unknown; message?: unknown } = {};
        try {
          body = JSON.parse(res.body) as typeof body;
        } catch {
          // Not JSON: the shape check below names it.
        }
        const status = res.statusCode;
        // HEAD answers carry no body: the status is all there is to check.
        const head = op.method === "HEAD";
        const shaped =
          head ||
          (typeof body.error === "string" &&
            body.error.length > 0 &&
            typeof body.message === "string" &&
            body.message.length > 0 &&
            Object.keys(body).every((k) => ERROR_KEYS.has(k)));
        const redirect = PAGE_REDIRECTS[op.key];
        const problem =
          redirect !== undefined && status === 303
            ? String(res.headers.location).startsWith(redirect)
              ? null
              : `a redirect elsewhere than ${redirect}`
            : status < 400 || status >= 500
              ? "not a 4xx"
              : !shaped
                ? "not the { error, message } shape"
                : judge(status, head ? {} : body);
        if (problem)
          failures.push(`${kind} ${op.key} (${what}): ${problem}: ${status} ${res.body.slice(0, 100)}`);
      };

      // (a) No token: 401 wherever a login is needed.
      if (area !== "public")
        await check("no token", "no token", { url: urlOf(op, valid) }, (status, body) =>
          status === 401 && (op.method === "HEAD" || body.error === "unauthorized")
            ? null
            : "expected 401 unauthorized",
        );

      // (b) A logged-in caller the table refuses: 403 with the refusal code.
      if ("persona" in callers.refused) {
        const { persona, error } = callers.refused;
        await check(
          "refused caller",
          persona,
          {
            url: urlOf(op, valid),
            token: tokens[persona],
            ...(op.jsonBody ? { payload: "{}", json: true } : {}),
          },
          (status, body) =>
            status === 403 && (op.method === "HEAD" || body.error === error) ? null : `expected 403 ${error}`,
        );
      }

      // (c) Every path parameter malformed in turn, with an allowed caller.
      for (const param of op.params)
        for (const bad of BAD_IDS) {
          await check(
            "malformed path id",
            `${param.name}=${bad.length > 10 ? `${bad.slice(0, 3)}...(${bad.length})` : bad}`,
            { url: urlOf(op, { ...valid, [param.name]: bad }), token: allowedToken },
            (status) => {
              // Over the router's maxParamLength (100) the router refuses the URL: 414.
              // (a wildcard has no such limit: its pattern refuses it, 400).
              if (bad.length > 100)
                return status === 414 || status === 400
                  ? null
                  : "expected 414 or 400 for a 300-character value";
              // A number that is no id at all is a validation error; a well-formed one that names nothing, 404.
              if (param.schema?.type === "integer" && bad === "abc")
                return status === 400 ? null : "expected 400 for a non-number id";
              return status === 400 || status === 404 ? null : "expected 400 or 404";
            },
          );
        }

      // (d) An empty, a wrongly typed and an oversized JSON body, with an allowed caller.
      if (op.jsonBody) {
        const url = urlOf(op, valid);
        // An empty body is refused (400), or, where the body is optional (OptionalBody), the id it names is
        // not found: any 4xx. A wrongly typed body is a validation error, an oversized one 413.
        type BodyAttack = [string, string | undefined, number[] | null];
        const bodies: BodyAttack[] = [
          ...(OPTIONAL_BODIES[op.key] === undefined
            ? [["empty body", undefined, null] satisfies BodyAttack]
            : []),
          ["array body", "[]", [400]],
          ["string body", '"x"', [400]],
          ["oversized body", oversized, [413]],
        ];
        for (const [what, payload, statuses] of bodies)
          await check(
            "bad body",
            what,
            { url, token: allowedToken, json: payload !== undefined, payload },
            (status) =>
              statuses === null || statuses.includes(status) ? null : `expected ${statuses.join(" or ")}`,
          );
      }

      if (kinds.size === 0) {
        if (EXEMPT[op.key] === undefined)
          unaccounted.push(`${op.key}: no attack applies and it is not in EXEMPT`);
        continue;
      }
      if (EXEMPT[op.key] !== undefined) unaccounted.push(`${op.key}: attacked, so remove it from EXEMPT`);
      attacked += 1;
      const after = await ctx.snapshot();
      const tablesAfter = await fingerprint();
      const changed = Object.keys({ ...tablesBefore, ...tablesAfter }).filter(
        (t) => tablesBefore[t] !== tablesAfter[t],
      );
      if (JSON.stringify(after) !== JSON.stringify(before) || changed.length > 0) {
        failures.push(`${[...kinds].join("+")} ${op.key}: the database changed (${changed.join(", ")})`);
        before = after;
        tablesBefore = tablesAfter;
      }
    }

    const documented = new Set(operations.map((o) => o.key));
    // Every registered route is in the document or named in UNDOCUMENTED.
    const documentedRows = new Set(operations.map((o) => rowKey(o.method, o.path)));
    for (const key of rows.keys()) {
      if (key.startsWith("HEAD ") || documentedRows.has(key)) {
        if (UNDOCUMENTED[key] !== undefined)
          unaccounted.push(`${key}: documented, so remove it from UNDOCUMENTED`);
      } else if (UNDOCUMENTED[key] === undefined)
        unaccounted.push(`${key}: registered but not in the OpenAPI document nor in UNDOCUMENTED`);
    }
    for (const key of Object.keys(UNDOCUMENTED))
      if (!rows.has(key)) unaccounted.push(`${key}: in UNDOCUMENTED but not a pinned route`);
    for (const [name, list] of Object.entries({ EXEMPT, OPTIONAL_BODIES, PAGE_REDIRECTS }))
      for (const key of Object.keys(list))
        if (!documented.has(key)) unaccounted.push(`${key}: in ${name} but not in the OpenAPI document`);

    console.log(
      `route attacks on ${backend.name}: ${operations.length} operations, ${attacked} attacked, ` +
        `${Object.keys(EXEMPT).length} exempt; requests: ${KINDS.map((k) => `${k} ${sent[k]}`).join(", ")}`,
    );
    expect(unaccounted).toEqual([]);
    expect(attacked + Object.keys(EXEMPT).length).toBe(operations.length);
    for (const kind of KINDS) expect(sent[kind], kind).toBeGreaterThan(0);
    expect(failures).toEqual(KNOWN_FAILURES);
  }, 300_000);
});
