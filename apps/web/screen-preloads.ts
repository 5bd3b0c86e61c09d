// Which script and style files each learner screen needs beyond the entry's own, written by the build as
// dist/screen-preloads.json. The server announces them in a learner's page (<link rel="modulepreload">, apps/server/
// src/platform/http/web.ts), so a phone fetches the shell's and the screen's code together with the entry's instead of
// in a second round once the entry has run. The screens are read from routes.tsx: `registerScreen("/path",
// lazyScreen(name, () => import("module")))`, or a helper `const helper = (path, ...) => registerScreen(path,
// lazyScreen(..., () => import("module")))` called as `helper("/path", ...)`; the layout is `AppLayout`.
import { posix } from "node:path";

/** What Vite's build manifest says of one source module (the fields used here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The files to announce: the learner layout's, and each screen's by path (neither repeats the entry's). */
export interface ScreenPreloads {
  layout: string[];
  screens: Record<string, string[]>;
}

/** The argument text of the call whose "(" is at `open`, up to its matching ")". */
function callArguments(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "(") depth++;
    else if (source[i] === ")" && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

const IMPORT = /import\(\s*"([^"]+)"\s*\)/;

/** Screen path -> module specifier (as written in routes.tsx), and the learner layout's specifier. */
export function screenModules(routesSource: string): { layout: string | null; screens: Map<string, string> } {
  const screens = new Map<string, string>();
  for (const call of routesSource.matchAll(/\bregisterScreen\(/g)) {
    const args = callArguments(routesSource, call.index + call[0].length - 1);
    const module = IMPORT.exec(args)?.[1];
    if (module === undefined) continue;
    const literal = /^\s*"(\/[^"]*)"/.exec(args);
    if (literal !== null) {
      screens.set(literal[1]!, module);
      continue;
    }
    // A helper taking the path: the nearest `const name = (` before the call, and its calls with a literal path.
    const before = routesSource.slice(0, call.index);
    const helper = [...before.matchAll(/\bconst (\w+) = \(/g)].at(-1)?.[1];
    if (helper === undefined) continue;
    for (const use of routesSource.matchAll(new RegExp(`\\b${helper}\\(\\s*"(/[^"]*)"`, "g"))) {
      screens.set(use[1]!, module);
    }
  }
  const layout = /\bconst AppLayout = lazyScreen\([^,]+,\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/.exec(
    routesSource,
  );
  return { layout: layout?.[1] ?? null, screens };
}

/** The files a module pulls in when loaded: its chunk, its static imports' chunks, and all their CSS. */
function filesOf(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

/**
 * The preloads of every screen found in routes.tsx (`routesDir` is its folder relative to the manifest's root,
 * "src/app"): the layout's files beyond the entry's, and each screen's beyond the entry's and the layout's.
 */
export function screenPreloads(
  routesSource: string,
  routesDir: string,
  manifest: Record<string, ManifestChunk>,
): ScreenPreloads {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true);
  const loaded = entry === undefined ? new Set<string>() : filesOf(manifest, entry);
  // A screen module that another screen also imports is a shared chunk in the manifest, named after the module.
  const keyOf = (specifier: string) => {
    const key = posix.join(routesDir, specifier);
    if (manifest[key] !== undefined) return key;
    const name = posix.basename(key).replace(/\.[jt]sx?$/, "");
    const named = Object.keys(manifest).filter((k) => manifest[k]!.name === name && k.endsWith(".js"));
    return named.length === 1 ? named[0]! : key;
  };
  const { layout, screens } = screenModules(routesSource);
  const layoutFiles =
    layout === null ? [] : [...filesOf(manifest, keyOf(layout))].filter((file) => !loaded.has(file));
  const shared = new Set([...loaded, ...layoutFiles]);
  const result: ScreenPreloads = { layout: layoutFiles, screens: {} };
  for (const [path, specifier] of screens) {
    const files = [...filesOf(manifest, keyOf(specifier))].filter((file) => !shared.has(file));
    if (files.length > 0) result.screens[path] = files;
  }
  return result;
}
