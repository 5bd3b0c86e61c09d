import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a two-core CI runner. Server test files
    // spend much of their time waiting on PostgreSQL, sockets and child processes, and each gets its own databases,
    // so two run side by side even on two cores (the server tests went from about 10 to under 7 minutes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          environment: "node",
          // Safety nets, not speed checks (figures live in bench/): a busy two-core runner has taken over a minute
          // for a beforeAll that builds the app, migrates and generates the market history.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          root: ".",
          // A safety net as for the server: a screen's first render loads its lazy parts, which on a busy two-core
          // runner took over the default 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
