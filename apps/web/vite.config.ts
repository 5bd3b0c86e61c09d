import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import type { Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { screenPreloads } from "./screen-preloads.ts";
import type { ManifestChunk } from "./screen-preloads.ts";

const webDir = fileURLToPath(new URL(".", import.meta.url));
const repoDir = join(webDir, "..", "..");
// The API server the dev and preview servers proxy to; API_TARGET overrides it (another port, a remote box).
const API_TARGET = process.env.API_TARGET ?? "http://127.0.0.1:3000";

// Inputs of the client bundle. The build id is a hash of their contents, so rebuilding unchanged sources keeps
// the id and does not log every learner out after a redeploy (the server compares it in verify-token).
const HASH_INPUTS = [
  join(webDir, "src"),
  join(webDir, "index.html"),
  join(webDir, "vite.config.ts"),
  join(webDir, "package.json"),
  join(repoDir, "packages", "domain", "src"),
  join(repoDir, "package-lock.json"),
];

function listFiles(path: string): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return [];
  if (stat.isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of HASH_INPUTS.flatMap(listFiles)) {
    hash.update(relative(repoDir, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** Emits dist/build.json with the same build id the client carries as __BUILD_HASH__. */
function buildInfo(hash: string): Plugin {
  return {
    name: "fincareer-build-info",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "build.json", source: `${JSON.stringify({ hash })}\n` });
    },
  };
}

/**
 * Writes dist/screen-preloads.json once the build and its manifest are on disk: the files each learner screen needs
 * beyond the entry's (screen-preloads.ts), which the server announces in a learner's page.
 */
function screenPreloadsFile(): Plugin {
  return {
    name: "fincareer-screen-preloads",
    apply: "build",
    writeBundle(options) {
      const dir = options.dir ?? join(webDir, "dist");
      const manifest = JSON.parse(readFileSync(join(dir, ".vite", "manifest.json"), "utf8")) as Record<
        string,
        ManifestChunk
      >;
      const routes = readFileSync(join(webDir, "src", "app", "routes.tsx"), "utf8");
      writeFileSync(
        join(dir, "screen-preloads.json"),
        `${JSON.stringify(screenPreloads(routes, "src/app", manifest))}\n`,
      );
    },
  };
}

/**
 * Mantine's styles travel with its components instead of one 290 KB stylesheet: in the build, every Mantine module
 * that imports a component's class names (`./Button.module.mjs`) also imports that component's stylesheet
 * (`@mantine/core/styles/Button.layer.css`), so each chunk carries the CSS of exactly the components in it, and a
 * component's dependencies (Button on UnstyledButton and Loader) come along through their own imports. The
 * `.layer.css` files sit in `@layer mantine`, so the app's own CSS wins over them whatever order chunks load in.
 * In development Vite pre-bundles Mantine without running plugins, so main.tsx gets the whole stylesheet.
 */
function mantineComponentStyles(command: "build" | "serve"): Plugin {
  const mantineModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+\.mjs$/;
  const classNamesImport = /^import \w+ from "(?:\.\.?\/)+(\w+)\.module\.mjs";$/gm;
  return {
    name: "fincareer-mantine-component-styles",
    transform(code, id) {
      if (command === "serve") {
        if (!/[\\/]src[\\/]main\.tsx$/.test(id)) return null;
        return { code: `import "@mantine/core/styles.layer.css";\n${code}`, map: null };
      }
      if (!mantineModule.test(id) || !code.includes(".module.mjs")) return null;
      const withStyles = code.replace(
        classNamesImport,
        (line: string, name: string) => `import "@mantine/core/styles/${name}.layer.css";\n${line}`,
      );
      return withStyles === code ? null : { code: withStyles, map: null };
    },
  };
}

/**
 * Mantine's ScrollArea (behind every Table, through Table.ScrollContainer) takes one hook, useMergeRefs, from
 * @floating-ui/react, which brought all of floating-ui (15 KB compressed) into every screen with a table, the
 * portfolio's first screen among them. Mantine's own useMergedRef does the same (it merges refs, with cleanups),
 * so the build points ScrollArea at it and floating-ui stays with the popovers, menus and selects that position.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const importLine = 'import { useMergeRefs } from "@floating-ui/react";';
  return {
    name: "fincareer-scroll-area-refs",
    apply: "build",
    transform(code, id) {
      if (!scrollArea.test(id)) return null;
      if (!code.includes(importLine))
        this.error("Mantine's ScrollArea no longer imports useMergeRefs as expected");
      const replacement =
        'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';
      return { code: code.replace(importLine, replacement), map: null };
    },
  };
}

/**
 * Mantine's autosizing Textarea measures its text in JavaScript: on mount and on every render and keystroke it reads
 * the computed style and the height of a hidden copy of the text (a forced layout each time; /research's answer box
 * cost a phone's first screen a long task). Where the browser has `field-sizing: content` (Chromium, Safari 26), the
 * build gives it CSS instead: the box grows with its text between minRows and maxRows lines (`lh`), with no script.
 * Other browsers keep Mantine's measuring component. Tests (jsdom) never autosize: Mantine renders a plain textarea.
 */
function textareaAutosizeByCss(): Plugin {
  const autosize = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Textarea[\\/]Autosize\.mjs$/;
  const declaration = "function TextareaAutosize(";
  const exported = "export { TextareaAutosize };";
  const byCss = `
const edges = "2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale))";
const lines = (n) => \`calc(\${n}lh + \${edges})\`;
function SizedByCss({ maxRows, minRows = 1, ref, style, ...props }) {
  const sizing = { fieldSizing: "content", minBlockSize: lines(minRows) };
  if (maxRows !== undefined) sizing.maxBlockSize = lines(maxRows);
  return jsx("textarea", { rows: minRows, ...props, ref, style: { ...sizing, ...style } });
}
const TextareaAutosize =
  typeof CSS !== "undefined" && CSS.supports("field-sizing", "content") ? SizedByCss : MeasuredTextareaAutosize;
export { TextareaAutosize };
`;
  return {
    name: "fincareer-textarea-autosize-css",
    apply: "build",
    transform(code, id) {
      if (!autosize.test(id)) return null;
      if (!code.includes(declaration) || !code.includes(exported) || !code.includes("import { jsx }"))
        this.error("Mantine's Textarea no longer has the TextareaAutosize this build replaces");
      const measured = code
        .replace(declaration, "function MeasuredTextareaAutosize(")
        .replace(exported, byCss);
      return { code: measured, map: null };
    },
  };
}

// Long-lived vendor code in its own chunks so an app release does not invalidate the browser's cached copy. React,
// the router and React Query (with Vite's preload helper) are one chunk: every page needs all of them, and over
// HTTP/1.1 each extra file of a first visit costs a phone more than its bytes (docs/decisions.md, "One vendor chunk").
const VENDOR_GROUPS = [
  {
    name: "vendor",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]|vite[\\/]preload-helper/,
    priority: 30,
  },
  // Only the lazily loaded forms validate with zod, so this chunk is never part of the first load.
  { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig(({ command }) => {
  // In development the server may serve an older dist/build.json; an empty client hash counts as "missing",
  // which skips the comparison instead of logging the developer out on every reload.
  const buildHash = command === "build" ? sourceHash() : "";
  return {
    plugins: [
      react(),
      buildInfo(buildHash),
      screenPreloadsFile(),
      scrollAreaWithoutFloatingUi(),
      textareaAutosizeByCss(),
      mantineComponentStyles(command),
      // A .br and a .gz beside every hashed JS and CSS file (at most compression, once per build), which the
      // server sends as they are (apps/server/src/platform/http/web.ts); files under 1 KB, like the server's threshold,
      // and copies no smaller than the original are skipped.
      compression({
        include: /^assets\/.+\.(js|css)$/,
        threshold: 1024,
        algorithms: ["brotliCompress", "gzip"],
        logLevel: "silent",
      }),
    ],
    define: { __BUILD_HASH__: JSON.stringify(buildHash) },
    // zod configured for the CSP before any schema is built (src/lib/zod-csp.ts).
    resolve: { alias: [{ find: /^zod$/, replacement: join(webDir, "src", "lib", "zod-csp.ts") }] },
    server: {
      port: 5173,
      proxy: {
        "/api": { target: API_TARGET, changeOrigin: false },
        "/socket.io": { target: API_TARGET, ws: true, changeOrigin: false },
        "/uploads": { target: API_TARGET, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        "/api": { target: API_TARGET },
        "/socket.io": { target: API_TARGET, ws: true },
        "/uploads": { target: API_TARGET },
      },
    },
    build: {
      manifest: true,
      sourcemap: "hidden",
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: VENDOR_GROUPS,
            // Left to itself the bundler gives every small module shared by two screens (a Mantine component, a
            // helper) a file of its own: a first visit to /dashboard made 63 script and 27 stylesheet requests,
            // which on a phone's connection (six at a time over HTTP/1.1) cost more than their bytes. Shared
            // chunks under 30 KB of source are copied into the chunks that use them instead: 15 scripts, for about
            // 8 KB more on the wire. docs/decisions.md, "Fewer, larger chunks".
            experimentalInlineCommonChunks: { maxSize: 30_000 },
          },
        },
      },
    },
    test: {
      setupFiles: [join(webDir, "src", "test", "setup.ts")],
    },
  };
});
