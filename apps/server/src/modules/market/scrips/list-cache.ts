// The scrip list and the ticker served from memory: per quote version (a tick) and query, every scrip's JSON is
// built once and only its `is_watch` flag differs per learner, so a request costs a watch-list read, a string join
// and, once per tick and watch list, the compression. Bodies carry an ETag so an unchanged list answers 304.
import { LRUCache } from "lru-cache";
import { createHash, randomBytes } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Scrip } from "@fincareer/domain/contract/market";

/** The user-independent part of an answer: the scrips in order, and for the ticker its other fields. */
export interface ListBase {
  scrips: Scrip[];
  /** The ticker's indices, stocks and market status (null for the plain list). */
  extra: Record<string, unknown> | null;
}

/** A cached answer: its ETag, the JSON body, and the body compressed with an encoding (made once, then kept). */
export interface CachedList {
  etag: string;
  body: Buffer;
  encoded(encoding: "br" | "gzip"): Buffer;
}

interface Base {
  ids: number[];
  /** Each scrip's JSON up to its `is_watch` value (the last key): add "true}" or "false}". */
  heads: string[];
  /** What follows the scrips array, up to the closing brace. */
  tail: string;
}

const MAX_BODIES = 256;
/** Brotli quality 5: most of the size gain of higher levels at a fraction of the time (once per tick and list). */
const BROTLI_QUALITY = 5;

/**
 * The cache. `version` names the state of the quotes (it changes with every tick and with the session opening or
 * closing); when it changes everything cached is dropped. `build` makes a query's base from the live quotes.
 */
export function createListCache(deps: { version: () => string; build: (key: string) => ListBase }) {
  // Part of every ETag: a restarted process never answers 304 to a tag from a previous run.
  const boot = randomBytes(4).toString("hex");
  let version = "";
  const bases = new Map<string, Base>();
  const bodies = new LRUCache<string, CachedList>({ max: MAX_BODIES });

  function base(key: string): Base {
    let b = bases.get(key);
    if (!b) {
      const { scrips, extra } = deps.build(key);
      const heads = scrips.map((s) => {
        const json = JSON.stringify({ ...s, is_watch: false });
        if (!json.endsWith(',"is_watch":false}')) throw new Error("is_watch must be the last key of a Scrip");
        return json.slice(0, -"false}".length);
      });
      const tail = extra ? `,${JSON.stringify(extra).slice(1)}` : "}";
      b = { ids: scrips.map((s) => s.id), heads, tail };
      bases.set(key, b);
    }
    return b;
  }

  return {
    /** The answer for a query key and a learner's watch list; `watchOnly` keeps the watched scrips only. */
    get(key: string, watched: ReadonlySet<number>, watchOnly: boolean): CachedList {
      const now = deps.version();
      if (now !== version) {
        version = now;
        bases.clear();
        bodies.clear();
      }
      const b = base(key);
      const flags = b.ids.filter((id) => watched.has(id));
      const bodyKey = `${key}|${watchOnly ? "w" : "a"}|${flags.join(",")}`;
      const hit = bodies.get(bodyKey);
      if (hit) return hit;

      const parts: string[] = [];
      for (let i = 0; i < b.ids.length; i++) {
        const on = watched.has(b.ids[i]!);
        if (watchOnly && !on) continue;
        parts.push(b.heads[i] + (on ? "true}" : "false}"));
      }
      const body = Buffer.from(`{"scrips":[${parts.join(",")}]${b.tail}`);
      const hash = createHash("sha1").update(bodyKey).digest("base64url").slice(0, 16);
      const encodings: Partial<Record<"br" | "gzip", Buffer>> = {};
      const entry: CachedList = {
        etag: `"${boot}.${version}.${hash}"`,
        body,
        encoded(encoding) {
          return (encodings[encoding] ??=
            encoding === "br"
              ? brotliCompressSync(body, {
                  params: {
                    [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                    [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                })
              : gzipSync(body, { level: 6 }));
        },
      };
      // Bounded: many learners with different watch lists within one tick only cost rebuilding the oldest.
      bodies.set(bodyKey, entry);
      return entry;
    },
  };
}

/** Whether an If-None-Match header names this ETag (a list, weak tags and `*` included). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
