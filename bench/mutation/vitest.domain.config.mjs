// The Vitest config Stryker runs for the `domain` area of bench/mutation.bench.mjs: the domain project's tests
// alone (the root vitest.config.ts has three projects; Stryker only needs this one, and loading the web project
// would pull Vite's React set-up into every worker).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: { include: ["packages/domain/src/**/*.test.ts"], environment: "node" },
});
