// The Vitest config Stryker runs for the server areas of bench/mutation.bench.mjs: the server project's settings
// from the root vitest.config.ts; Stryker's `testFiles` (bench/mutation/areas.mjs) picks each area's test files.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["apps/server/test/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
