// CLI commands for mail (mail:test, mail:list): calls to /api/admin/mail. A command run without a server (the
// in-process app) sends what it queued before it ends (transport.ts).
import type { Command } from "commander";
import { MAIL_STATES } from "@fincareer/domain/contract/mail";
import type { MailListResponse, MailSummary, MailTestResponse } from "@fincareer/domain/contract/mail";
import type { CliCall as Call } from "../../platform/cli.ts";

/** One line per mail: id, state, attempts, kind, recipient, subject, and why it failed or waits. */
export function mailLine(m: MailSummary): string {
  const when = m.sent_at ? ` sent=${m.sent_at}` : m.state === "pending" ? ` next=${m.next_attempt_at}` : "";
  const why = m.last_error ? ` reason=${JSON.stringify(m.last_error)}` : "";
  return `#${m.id} [${m.state}] attempts=${m.attempts} ${m.kind} to=${m.to} ${JSON.stringify(m.subject ?? "")}${when}${why}`;
}

/** Adds the mail:* commands; `set` receives the chosen command's API call. */
export function registerMailCommands(program: Command, set: (call: Call) => void): void {
  program
    .command("mail:test")
    .description("send a test mail (through SMTP_URL, or as an .eml file under DATA_DIR/mail)")
    .requiredOption("--to <address>", "the address to send it to")
    .action((o: { to: string }) => {
      set({
        method: "POST",
        path: "/api/admin/mail/test",
        body: { to: o.to },
        describe: (b: MailTestResponse) => `queued test mail #${b.id} to ${o.to} (mail:list shows its state)`,
      });
    });

  program
    .command("mail:list")
    .description("list the mail outbox, newest first, with each mail's state")
    .option("--state <state>", `only one state: ${MAIL_STATES.join(", ")}`)
    .action((o: { state?: string }) => {
      set({
        method: "GET",
        path: `/api/admin/mail?limit=100${o.state ? `&state=${encodeURIComponent(o.state)}` : ""}`,
        describe: (b: MailListResponse) =>
          b.mails.length
            ? b.mails.map(mailLine).join("\n") +
              (b.total > b.mails.length ? `\n(newest ${b.mails.length} of ${b.total}: see /admin/mail)` : "")
            : "the outbox is empty",
      });
    });
}
