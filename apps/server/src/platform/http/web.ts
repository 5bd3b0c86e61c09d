// Serves the built web app (WEB_DIST) with an SPA fallback, and answers unknown /api paths with a JSON 404.
// Hashed assets are sent precompressed: the build writes a .br and a .gz beside every hashed JS and CSS file
// (vite.config.ts), and the copy the request's Accept-Encoding prefers goes out as it is, with the original's
// Content-Type, Content-Encoding and Vary: Accept-Encoding; without one the file goes out plain.
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../lib/errors.ts";
import { firstDataElement } from "./first-data.ts";

/** The served build's hash from WEB_DIST/build.json `{ "hash": "..." }`, or null when there is none. */
export function readBuildHash(webDist: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(webDist, "build.json"), "utf8")) as { hash?: unknown };
    return typeof parsed.hash === "string" && parsed.hash ? parsed.hash : null;
  } catch {
    return null;
  }
}

const NOT_BUILT = "web app not built: run npm run build\n";

const isApi = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    /text\/html|\*\/\*/.test(request.headers.accept ?? "")
  );
}

/** `html` with `text` just before its last `tag` (at the end when it has none). */
function insertBefore(html: string, tag: string, text: string): string {
  const at = html.lastIndexOf(tag);
  return at < 0 ? html + text : html.slice(0, at) + text + html.slice(at);
}

const ASSET_FILE = /^assets\/[\w.-]+\.(js|css)$/;

/** dist/screen-preloads.json as the web build writes it. */
interface ScreenPreloads {
  layout?: unknown;
  screens?: Record<string, unknown>;
}

/** The preload table of a build, or null when it has none (or it cannot be read). */
async function readPreloads(webDist: string): Promise<ScreenPreloads | null> {
  try {
    return JSON.parse(await readFile(join(webDist, "screen-preloads.json"), "utf8")) as ScreenPreloads;
  } catch {
    return null;
  }
}

/**
 * The `<link>` elements announcing what the learner shell and the screen at `pathname` load besides the entry
 * (the build's screen-preloads.json), or "" when the build has no such table.
 */
export function preloadLinks(preloads: ScreenPreloads | null, pathname: string): string {
  if (preloads === null) return "";
  const screen = Object.hasOwn(preloads.screens ?? {}, pathname) ? preloads.screens![pathname] : [];
  const files = [preloads.layout, screen].flatMap((list): unknown[] =>
    Array.isArray(list) ? (list as unknown[]) : [],
  );
  return files
    .filter((file): file is string => typeof file === "string" && ASSET_FILE.test(file))
    .map((file) =>
      file.endsWith(".css")
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join("");
}

/** Registers static serving (when the build exists) and the not-found handler. */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  firstDataBudgetMs: number,
): Promise<void> {
  const built = existsSync(join(webDist, "index.html"));
  // A build does not change under a running server (a new one comes with a restart), so the page shell and the
  // preload table are read once, and the files it serves are routed once (wildcard off): the static plugin's
  // wildcard route looked for every other address on disk first (a stat of the path, its .br and .gz, and a
  // readdir of each folder to check the spelling) on every page view and every asset.
  const shell = built ? await readFile(join(webDist, "index.html"), "utf8") : "";
  const preloads = built ? await readPreloads(webDist) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The .br and .gz copies are found beside their file when asked for (preCompressed), not routed themselves.
      globIgnore: ["**/*.br", "**/*.gz"],
      preCompressed: true,
      // Vite content-hashes everything under assets/, so it can be cached for good; the rest is revalidated.
      setHeaders: (reply, path) => {
        const immutable = /[\\/]assets[\\/]/.test(path.slice(webDist.length));
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  // Every other address reaches the handler below through a route, as it did through the static plugin's wildcard:
  // @fastify/compress hooks routes only, and the not-found handler reached directly would send pages uncompressed.
  if (built)
    app.route({ method: ["GET", "HEAD"], url: "/*", handler: (_request, reply) => reply.callNotFound() });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (isApi(path) || !wantsHtml(request) || /^\/assets\//.test(path)) {
      throw notFound(`no route ${request.method} ${path}`);
    }
    if (!built) {
      return reply
        .code(503)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(NOT_BUILT);
    }
    // Client-side routes (/dashboard, /signup/step1, ...) all load the app shell. A learner's page (login cookie)
    // also carries its first screen's data (first-data.ts): personal, so never stored by a cache.
    // Such a page also announces the code of the shell and of the screen (dist/screen-preloads.json), fetched with
    // the entry's instead of after it has run.
    const firstData = await firstDataElement(app, request, firstDataBudgetMs);
    if (firstData === "") return reply.header("cache-control", "no-cache").sendFile("index.html");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(insertBefore(insertBefore(shell, "</head>", preloadLinks(preloads, path)), "</body>", firstData));
  });
}
