// CLI commands for live sessions (live:create, live:list, live:edit, live:cancel): calls to /api/admin/live, so
// the same validation applies as in the /admin screen.
import { InvalidArgumentError } from "commander";
import type { Command } from "commander";
import type { CliCall as Call } from "../../platform/cli.ts";
import type {
  AdminLiveCancelResponse,
  AdminLiveList,
  AdminLiveSession,
} from "@fincareer/domain/contract/live";

function id(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("must be a whole number");
  return Number(value);
}

// Minutes stay a string until the API checks them, so "90.5" or "abc" get the API's own message.
function minutes(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value;
}

function programs(value: string): string[] {
  return value
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/** One line per session: id, status, timing (IST), length, programs, reminded learners. */
export function sessionLine(s: AdminLiveSession): string {
  const recording = s.recording_url ? ` recording=${s.recording_url}` : "";
  return (
    `#${s.id} [${s.status}] ${s.timing} IST (${s.duration_minutes} min) programs=${s.programs.join(",")}` +
    ` join=${s.join_url ?? "-"}${recording} reminded=${s.reminded}`
  );
}

/** Adds the live:* commands; `set` receives the chosen command's API call. */
export function registerLiveCommands(program: Command, set: (call: Call) => void): void {
  program
    .command("live:create")
    .description(
      "schedule a live session (start in the future, 15-480 minutes, known programs, http(s) link)",
    )
    .requiredOption("--title <title>", "session title")
    .requiredOption("--programs <list>", "comma-separated program names, e.g. FAFMEP,IBEPGOLD", programs)
    .requiredOption("--start <time>", "start, ISO time with offset, e.g. 2026-12-01T10:00:00Z")
    .requiredOption("--minutes <n>", "duration in minutes (15-480)", minutes)
    .requiredOption("--link <url>", "join link (http or https)")
    .action(
      (o: { title: string; programs: string[]; start: string; minutes: number | string; link: string }) =>
        set({
          method: "POST",
          path: "/api/admin/live",
          body: {
            title: o.title,
            programs: o.programs,
            start_time: o.start,
            duration_minutes: o.minutes,
            join_url: o.link,
          },
          describe: (s: AdminLiveSession) => `scheduled ${sessionLine(s)}`,
        }),
    );

  program
    .command("live:list")
    .description("list live sessions: upcoming first, then past and cancelled")
    .action(() =>
      set({
        method: "GET",
        path: "/api/admin/live",
        describe: (b: AdminLiveList) =>
          b.sessions.length ? b.sessions.map(sessionLine).join("\n") : "no live sessions",
      }),
    );

  program
    .command("live:edit")
    .description("change a live session or add its recording link")
    .requiredOption("--id <n>", "session id (see live:list)", id)
    .option("--title <title>", "new title")
    .option("--programs <list>", "comma-separated program names", programs)
    .option("--start <time>", "new start (must be in the future)")
    .option("--minutes <n>", "new duration in minutes (15-480)", minutes)
    .option("--link <url>", "new join link")
    .option("--recording <url>", "recording link ('' removes it)")
    .action(
      (o: {
        id: number;
        title?: string;
        programs?: string[];
        start?: string;
        minutes?: number | string;
        link?: string;
        recording?: string;
      }) =>
        set({
          method: "PATCH",
          path: `/api/admin/live/${o.id}`,
          body: {
            title: o.title,
            programs: o.programs,
            start_time: o.start,
            duration_minutes: o.minutes,
            join_url: o.link,
            recording_url: o.recording === undefined ? undefined : o.recording || null,
          },
          describe: (s: AdminLiveSession) => `updated ${sessionLine(s)}`,
        }),
    );

  program
    .command("live:cancel")
    .description("cancel a live session; learners already reminded are notified")
    .requiredOption("--id <n>", "session id (see live:list)", id)
    .option("--reason <text>", "reason, added to the notice learners get")
    .action((o: { id: number; reason?: string }) =>
      set({
        method: "POST",
        path: `/api/admin/live/${o.id}/cancel`,
        body: o.reason === undefined ? undefined : { reason: o.reason },
        describe: (b: AdminLiveCancelResponse) =>
          `cancelled ${sessionLine(b.session)}; ${b.notified} learner${b.notified === 1 ? "" : "s"} notified`,
      }),
    );
}
