// `node scripts/clocks.mjs`: the domain tests and the date-sensitive server tests (PGlite only) again under other
// clocks, with Debian's faketime (libfaketime): tests must never depend on the day they run. Each clock starts the
// run at the given UTC moment and then runs on (every process the run starts begins at that moment). Prints the
// time each clock took; fails when any run fails or faketime is missing. Run by .ci/run after `npm run check`.
import { spawnSync } from "node:child_process";
import { root } from "./lib.mjs";

/** The clocks (UTC) and why each: holidays, weekends, IST midnight (18:30 UTC), a leap day, the year's end. */
export const CLOCKS = [
  {
    clock: "2027-01-26 04:00:00",
    why: "Republic Day 2027, an NSE holiday, during market hours",
    server: false,
  },
  { clock: "2027-03-06 06:00:00", why: "a Saturday", server: false },
  { clock: "2027-06-30 18:29:00", why: "one minute before IST midnight (the run crosses it)", server: true },
  { clock: "2027-06-30 18:31:00", why: "one minute after IST midnight", server: false },
  { clock: "2028-02-29 10:00:00", why: "29 February 2028", server: false },
  { clock: "2027-04-27 10:00:00", why: "a day the ending-enrolments test once failed on", server: true },
  { clock: "2027-12-31 18:25:00", why: "31 December, 23:55 IST (the run crosses into 2028)", server: true },
];

/**
 * Server test files whose behaviour depends on the day (end dates, days left, streaks, IST days, reminders), on
 * PGlite only, under the clocks marked `server` (CI time). The calendar-coverage test is left out on purpose: it
 * checks the real coming days. analytics-summary.test.ts is left out until its "recomputation from scratch" test
 * no longer fails when a run crosses IST midnight (Ravi's API call after his login sessions are deleted answers 401).
 */
export const SERVER_FILES = [
  "apps/server/test/admin-users.test.ts",
  "apps/server/test/user.test.ts",
  "apps/server/test/live-feed-access.test.ts",
];

if (spawnSync("faketime", ["-f", "+0", "true"]).status !== 0) {
  console.error("faketime is not installed (Debian: apt-get install faketime): the extra clocks cannot run.");
  process.exit(1);
}
// PGlite only: the PostgreSQL server keeps the real clock, so its tests would mix two clocks.
const env = { ...process.env, TZ: "UTC" };
delete env.TEST_DATABASE_URL;
delete env.REQUIRE_PG;

const failures = [];
const times = [];
for (const { clock, why, server } of CLOCKS) {
  const started = Date.now();
  console.log(`\n=== Clock ${clock} UTC (${why})`);
  const run = spawnSync(
    "faketime",
    [
      clock,
      ...["npx", "vitest", "run", "--project", "domain", "packages/domain/src"],
      ...(server ? ["--project", "server", ...SERVER_FILES] : []),
    ],
    { cwd: root, stdio: "inherit", env },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push(`${clock}: ${seconds} s`);
  if (run.status !== 0) failures.push(clock);
}
console.log(`\nClocks: ${CLOCKS.length} run (${times.join(", ")})`);
if (failures.length > 0) {
  console.error(`Failed under the clocks: ${failures.join("; ")}`);
  process.exit(1);
}
