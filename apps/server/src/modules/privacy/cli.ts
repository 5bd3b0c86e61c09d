// CLI commands for learners' data rights (issue 43): privacy:requests lists the requests with their due dates,
// privacy:run runs the jobs at once (due exports and erasures, expired exports, the retention sweep).
import type { Command } from "commander";
import type { AdminPrivacy } from "@fincareer/domain/contract/privacy";
import type { CliCall as Call } from "../../platform/cli.ts";

/** Adds the privacy:* commands; `set` receives the chosen command's API call. */
export function registerPrivacyCommands(program: Command, set: (call: Call) => void): void {
  program
    .command("privacy:requests")
    .description(
      "list the data requests (access, correction, erasure, grievance) with their state and due date",
    )
    .action(() => {
      set({
        method: "GET",
        path: "/api/admin/privacy",
        describe: (b: AdminPrivacy) =>
          b.requests.length
            ? b.requests
                .map(
                  (r) =>
                    `#${r.id} [${r.state}] ${r.kind} ${r.user_label} due=${r.due_at}` +
                    (r.scheduled_for && r.state === "scheduled" ? ` runs=${r.scheduled_for}` : ""),
                )
                .join("\n")
            : "no data requests",
      });
    });

  program
    .command("privacy:run")
    .description("run the privacy jobs now: due exports and erasures, expired exports, the retention sweep")
    .action(() => {
      set({
        method: "POST",
        path: "/api/admin/privacy/run",
        describe: (b: {
          exports: number;
          erased: number;
          waiting: number;
          expired: number;
          failed: number;
          retention: number;
        }) =>
          `exports prepared: ${b.exports}; erasures completed: ${b.erased} (waiting for their confirmation mail: ` +
          `${b.waiting}); expired exports removed: ${b.expired}; retention erasures filed: ${b.retention}` +
          (b.failed ? `; FAILED: ${b.failed} (see the server log; tried again in 5 minutes)` : ""),
      });
    });
}
