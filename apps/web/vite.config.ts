import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import type { Plugin } from "vite";

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

// Long-lived vendor code in its own chunks so an app release does not invalidate the browser's cached copy.
const VENDOR_GROUPS = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // Only the lazily loaded forms validate with zod, so this chunk is never part of the first load.
  { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig(({ command }) => {
  // In development the server may serve an older dist/build.json; an empty client hash counts as "missing",
  // which skips the comparison instead of logging the developer out on every reload.
  const buildHash = command === "build" ? sourceHash() : "";
  return {
    plugins: [react(), buildInfo(buildHash)],
    define: { __BUILD_HASH__: JSON.stringify(buildHash) },
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
        output: { codeSplitting: { groups: VENDOR_GROUPS } },
      },
    },
    test: {
      setupFiles: [join(webDir, "src", "test", "setup.ts")],
    },
  };
});
