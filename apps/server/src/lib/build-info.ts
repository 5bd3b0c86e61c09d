// What is running: the release's version and commit, and the Node that runs it. A release (scripts/release.mjs)
// writes apps/server/build-info.json at build time; a git checkout has none, and reads the version from
// apps/server/package.json and the commit from `git rev-parse --short HEAD`. Read once, at import.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The running build: `version` is the package version, `commit` the short commit ("unknown" outside git). */
export interface BuildInfo {
  version: string;
  commit: string;
  /** process.version of the runtime, e.g. "v24.22.3". */
  node: string;
}

/** The file a release carries (apps/server/build-info.json), written by scripts/release.mjs. */
export const BUILD_INFO_FILE = fileURLToPath(new URL("../../build-info.json", import.meta.url));

function readJson(url: URL | string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The short commit of the checkout holding this file, or "unknown" (no git, not a checkout). */
function gitCommit(): string {
  try {
    const out = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5000,
    });
    return out.trim() || "unknown";
  } catch {
    return "unknown";
  }
}

function load(): BuildInfo {
  const built = readJson(BUILD_INFO_FILE);
  if (built && typeof built.version === "string" && typeof built.commit === "string") {
    return { version: built.version, commit: built.commit, node: process.version };
  }
  const pkg = readJson(new URL("../../package.json", import.meta.url));
  return {
    version: typeof pkg?.version === "string" ? pkg.version : "0.0.0",
    commit: gitCommit(),
    node: process.version,
  };
}

/** The running build's version, commit and Node version. */
export const buildInfo: Readonly<BuildInfo> = Object.freeze(load());
