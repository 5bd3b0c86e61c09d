// The areas bench/mutation.bench.mjs measures: what Stryker mutates in each, which tests it runs against the
// mutants, and the target mutation score (killed + timed out, over every mutant that is not ignored: Stryker's
// "mutation score").

/** Folders neither the domain nor the server tests load: left out of Stryker's sandbox copy. */
const NEVER_LOADED = [
  "/e2e",
  "/docs",
  "/deploy",
  "/test-results",
  "/playwright-report",
  "/.data",
  "/.ci",
  "/bench/results",
];
/** The domain tests load packages/domain only. */
const NOT_DOMAIN = ["/apps", ...NEVER_LOADED];
/** The server tests load packages/domain and apps/server, not the web app or the browser tests. */
const NOT_SERVER = ["/apps/web", ...NEVER_LOADED];

/** A server area: its service files and the server test files that exercise them, on PGlite. */
function server(target, mutate, testFiles) {
  return {
    target,
    server: true,
    mutate: mutate.map((f) => `apps/server/src/${f}`),
    testFiles: testFiles.map((f) => `apps/server/test/${f}.test.ts`),
    vitestConfig: "bench/mutation/vitest.server.config.mjs",
    ignore: NOT_SERVER,
  };
}

export const AREAS = {
  domain: {
    target: 80,
    mutate: ["packages/domain/src/**/*.ts", "!packages/domain/src/**/*.test.ts"],
    vitestConfig: "bench/mutation/vitest.domain.config.mjs",
    ignore: NOT_DOMAIN,
  },
  orders: server(70, ["modules/market/orders/service.ts"], ["market-orders", "market-stop-side"]),
  portfolio: server(70, ["modules/market/portfolio/service.ts"], ["market-portfolio"]),
  research: server(70, ["modules/research/ratings.ts"], ["research-rating"]),
  access: server(70, ["platform/http/access.ts"], ["access-cases", "access-table"]),
  "mail-outbox": server(
    70,
    ["platform/outbox.ts", "modules/mail/sender.ts"],
    ["mail-delivery", "mail-events"],
  ),
  analytics: server(70, ["modules/analytics/service.ts"], ["analytics", "analytics-summary"]),
};
