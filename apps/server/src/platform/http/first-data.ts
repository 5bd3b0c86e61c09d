// The first screen's data inside the page: when a learner's browser asks for a screen's address with its login
// cookie, the page it gets already holds the answers to the requests the app makes as it starts (the token check,
// the user info, the shell's GETs and the screen's first data: packages/domain/src/first-data.ts), so a phone on
// a slow link does not wait a round trip for each after the scripts have arrived. Each answer comes from the API
// route itself (inject, with the cookie's token as the Bearer token), so the access table, validation and every
// rule apply as they do to the browser's own request; a route that does not answer 200 in time is left out and the
// browser asks it.
// The web app reads the element once (apps/web/src/lib/first-data.ts).
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { parseCookie } from "cookie";
import type { FastifyInstance, FastifyRequest, InjectOptions } from "fastify";
import {
  apiPaths,
  FIRST_DATA_ELEMENT_ID,
  hasLearnerShell,
  readScreenData,
  shellPaths,
  tokenFingerprint,
  VERIFY_TOKEN_KEY,
} from "@fincareer/domain/first-data";
import type { ShellUser } from "@fincareer/domain/first-data";

/** The most answer bytes a page carries (the largest, Home's quotes, is about 130 KB). */
export const FIRST_DATA_MAX_BYTES = 1_000_000;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

// The page's own API reads carry this header with a secret of this process, so no client can pass for one.
const READ_HEADER = "x-first-data-read";
const READ_SECRET = randomBytes(18).toString("base64url");

/**
 * Whether a raw request is one of the page's own API reads: the app logs those at warn and above only, so a page
 * view is one request in the log, not six to nine (its errors are still logged).
 */
export function isFirstDataRead(raw: { headers: IncomingHttpHeaders }): boolean {
  return raw.headers[READ_HEADER] === READ_SECRET;
}

/** The login token of the request's cookie when it looks like one (a JWT of at most 4 KB), else null. */
export function cookieToken(header: string | undefined): string | null {
  if (header === undefined || header.length > 16_384) return null;
  let token: string | undefined;
  try {
    token = parseCookie(header).token;
  } catch {
    return null;
  }
  return token !== undefined && token.length <= 4096 && JWT.test(token) ? token : null;
}

/**
 * The `<script type="application/json">` element with the first data for this page request, or "" when there is
 * none to give (no token cookie, a public page, an invalid token, an admin). Never throws.
 */
export async function firstDataElement(
  app: FastifyInstance,
  request: FastifyRequest,
  /** How long the page waits for the answers (FIRST_DATA_BUDGET_MS); what has not answered is left to the browser. */
  budgetMs: number,
): Promise<string> {
  const token = cookieToken(request.headers.cookie);
  const [pathname = "/", query] = request.url.split("?", 2);
  // A HEAD gets no body: nothing to answer for it.
  if (request.method !== "GET" || token === null || !hasLearnerShell(pathname)) return "";
  const search = query === undefined ? "" : `?${query}`;

  // Raw JSON bodies by key (a GET's path), in the order they answered; a body is parsed only when it is read.
  const answers = new Map<string, string>();
  let bytes = 0;
  // Resolves to undefined when the route did not answer 200 with JSON, else to the parsed body when `json` is true
  // (only the bodies read here are parsed), else to true.
  const answer = async (key: string, options: InjectOptions, json = false): Promise<unknown> => {
    const res = await app.inject(options);
    if (res.statusCode !== 200 || !/^application\/json/.test(String(res.headers["content-type"])))
      return undefined;
    const body = res.payload;
    if (bytes + body.length > FIRST_DATA_MAX_BYTES) return undefined;
    bytes += body.length;
    answers.set(key, body);
    return json ? (JSON.parse(body) as unknown) : true;
  };
  const headers = {
    authorization: `Bearer ${token}`,
    accept: "application/json",
    [READ_HEADER]: READ_SECRET,
  };
  const read = (path: string, json?: boolean) => answer(path, { method: "GET", url: path, headers }, json);
  // The shell's token check too: its answer (valid, and this server's build) is what the browser would get now.
  const verify = () =>
    answer(VERIFY_TOKEN_KEY, { method: "POST", url: apiPaths.verifyToken(), headers, payload: { token } });

  const work = (async () => {
    const user = (await read(apiPaths.userInfo(), true)) as (ShellUser & { role?: string }) | undefined;
    // No user (a token the API refused): nothing at all, so the app's own check logs the browser out.
    if (user === undefined) return answers.clear();
    if (user.role === "admin") return answers.clear();
    await Promise.all([
      verify(),
      ...shellPaths(user).map((path) => read(path)),
      readScreenData({ pathname, search }, read, user.cprogram),
    ]);
  })().catch((error: unknown) => {
    request.log.warn({ err: error }, "first data: an answer failed; the browser asks for it");
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([work, deadline]);
  clearTimeout(timer);
  if (answers.size === 0) return "";

  // The answers as they stand at the deadline: each was complete when it was stored.
  const entries = [...answers].map(([path, body]) => `${JSON.stringify(path)}:${body}`);
  const json = `{"token":${JSON.stringify(tokenFingerprint(token))},"answers":{${entries.join(",")}}}`;
  // JSON in an HTML script element: no "<" may end it early ("</script>", "<!--"); \u003c reads back as "<".
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${json.replace(/</g, "\\u003c")}</script>`;
}
