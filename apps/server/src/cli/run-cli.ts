// The operator CLI (`npm run cli -- <command>`). Every command but `migrate` and `storage:migrate` is an admin API call, so the CLI
// obeys the same validation and permission rules as HTTP clients, and works while the server holds the database.
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import type { AdminUser } from "@fincareer/domain/contract/admin";
import type { AdminCreatedUser, ResetLink } from "@fincareer/domain/contract/admin-users";
import { loadConfig } from "../platform/config.ts";
import type { Config } from "../platform/config.ts";
import { DEMO_PASSWORD } from "../demo/password.ts";
import type { CliCall as Call } from "../platform/cli.ts";
import { PASSWORD_OPTIONS, passwordArgumentRefusal, passwordSource, readPassword } from "./password-input.ts";
import type { PasswordInput, PasswordOptions, PasswordSource } from "./password-input.ts";
import { modules } from "../modules.ts";
import type { ServerModule } from "../platform/module.ts";
import { connect } from "./transport.ts";
import type { Transport } from "./transport.ts";

/** Where the CLI writes, and where it reads a password from; tests capture and feed them. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  stdin?: PasswordInput;
}

class CommandFailed extends Error {}

function integer(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("must be a whole number");
  return Number(value);
}

function linkLine(link: ResetLink, base: string): string {
  return `one-time password link for ${link.email} (valid until ${link.expires_at}): ${base}${link.url}`;
}

function userLine(u: AdminUser): string {
  const programs = u.programs.length ? u.programs.join(",") : "-";
  return `#${u.id} ${u.email} (${u.name}) role=${u.role} cprogram=${u.cprogram ?? "-"} programs=${programs}`;
}

/** Runs the CLI with argv (without node and script); resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  const refusal = passwordArgumentRefusal(argv);
  if (refusal) {
    io.err(`error: ${refusal}\n`);
    return 1;
  }
  let json = false;
  // Set in the commands' actions (`as` keeps TypeScript from narrowing them to their initial null): the call,
  // and its password's source, read once the whole command line is known to be valid.
  let pending = null as Call | "migrate" | "storage:migrate" | null;
  let password = null as PasswordSource | null;
  let refused = null as string | null;

  const program = new Command()
    .name("cli")
    .description("FinCareer operator CLI: talks to the running server's admin API, or to an in-process app")
    .option("--json", "print the API's JSON answer instead of a short line")
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError("(add --help for usage)");

  program
    .command("migrate")
    .description("apply pending database migrations (opens the database directly)")
    .action(() => {
      pending = "migrate";
    });

  program
    .command("storage:migrate")
    .description(
      "copy the files of DATA_DIR/uploads into the bucket of STORAGE_URL (safe to run again: skips objects there)",
    )
    .action(() => {
      pending = "storage:migrate";
    });

  program
    .command("seed")
    .description(`load demo data (idempotent): admin@demo.test and learners, password ${DEMO_PASSWORD}`)
    .option("--if-empty", "only when the database has no users")
    .action((o: { ifEmpty?: boolean }) => {
      pending = {
        method: "POST",
        path: "/api/admin/seed",
        body: { ifEmpty: o.ifEmpty ?? false },
        describe: (b: { seeded: boolean; users: number }) =>
          b.seeded
            ? `seeded demo data (${b.users} users)`
            : `database not empty (${b.users} users): seed skipped`,
      };
    });

  program
    .command("demo:remove")
    .description("delete the generated demo cohort (@demo-batch.test learners) and everything they did")
    .action(() => {
      pending = {
        method: "POST",
        path: "/api/admin/demo/remove",
        describe: (b: { removed: number }) => `removed the demo cohort (${b.removed} learners)`,
      };
    });

  program
    .command("user:create")
    .description("create a learner account")
    .requiredOption("--email <email>", "login email")
    .requiredOption("--name <name>", "display name")
    .option("--password", `initial password (10+ characters, not common): ${PASSWORD_OPTIONS.prompt}`)
    .option("--password-stdin", PASSWORD_OPTIONS.stdin)
    .option("--password-file <file>", PASSWORD_OPTIONS.file)
    .addHelpText(
      "after",
      "\nWithout a password option the account gets a one-time set-password link instead, also by email.\n",
    )
    .action((o: { email: string; name: string } & PasswordOptions) => {
      try {
        password = passwordSource(o);
      } catch (err) {
        refused = (err as Error).message;
      }
      pending = {
        method: "POST",
        path: "/api/admin/users",
        body: { email: o.email, name: o.name },
        describe: (u: AdminCreatedUser, base: string) =>
          `created ${userLine(u)}` + (u.reset_link ? `\n${linkLine(u.reset_link, base)}` : ""),
      };
    });

  program
    .command("user:enrol")
    .description("enrol a user in a program (enrolling again updates plan and dates)")
    .requiredOption("--email <email>", "the user's email")
    .requiredOption("--program <program>", "program name, e.g. FMEPGOLD")
    .option("--plan <comment>", "plan variant, e.g. FAGOLD, EDMPGOLD, BAEXCELBASIC")
    .option("--start <date>", "start date yyyy-mm-dd (default today)")
    .option("--end <date>", "end date yyyy-mm-dd (default none)")
    .action((o: { email: string; program: string; plan?: string; start?: string; end?: string }) => {
      pending = {
        method: "POST",
        path: "/api/admin/enrolments",
        body: { email: o.email, program: o.program, plan: o.plan, start: o.start, end: o.end },
        describe: (b: {
          user: AdminUser;
          enrolment: {
            program_name: string;
            comment: string | null;
            start_date: string | null;
            end_date: string | null;
          };
          created: boolean;
        }) =>
          `${b.created ? "enrolled" : "updated enrolment of"} ${b.user.email} in ${b.enrolment.program_name}` +
          ` (plan ${b.enrolment.comment ?? "-"}, ${b.enrolment.start_date ?? "?"} to ${b.enrolment.end_date ?? "open"})`,
      };
    });

  program
    .command("user:set")
    .description("set a user's current program, plan code, research type, sign-up step or BA flags")
    .requiredOption("--email <email>", "the user's email")
    .option("--program <program>", "current program (must be one the user is enrolled in)")
    .option("--planned <code>", "plan code, e.g. ivep or p199 ('' clears it)")
    .addOption(new Option("--research-type <type>", "research pages").choices(["OLD", "NEW"]))
    .option("--steps <n>", "post_signup_steps (0-3)", integer)
    .option("--ba", "set the BA flag")
    .option("--no-ba", "clear the BA flag")
    .option("--baibep", "set the baibep flag")
    .option("--no-baibep", "clear the baibep flag")
    .action(
      (o: {
        email: string;
        program?: string;
        planned?: string;
        researchType?: "OLD" | "NEW";
        steps?: number;
        ba?: boolean;
        baibep?: boolean;
      }) => {
        pending = {
          method: "PATCH",
          path: "/api/admin/users",
          body: {
            email: o.email,
            program: o.program,
            planned: o.planned === undefined ? undefined : o.planned || null,
            research_type: o.researchType,
            steps: o.steps,
            BA: o.ba,
            baibep: o.baibep,
          },
          describe: (u: AdminUser) => `updated ${userLine(u)}`,
        };
      },
    );

  program
    .command("user:admin")
    .description("give a user the admin role (--revoke takes it back)")
    .requiredOption("--email <email>", "the user's email")
    .option("--revoke", "take the admin role back")
    .action((o: { email: string; revoke?: boolean }) => {
      pending = {
        method: "POST",
        path: "/api/admin/users/admin",
        body: { email: o.email, revoke: o.revoke ?? false },
        describe: (u: AdminUser) =>
          o.revoke ? `${u.email} is no longer an admin` : `${u.email} is now an admin`,
      };
    });

  program
    .command("user:reset")
    .description("issue a one-time password-reset link (24 h) for a user; older unused links stop working")
    .requiredOption("--email <email>", "the user's email")
    .action((o: { email: string }) => {
      pending = {
        method: "POST",
        path: "/api/admin/users/reset-link",
        body: { email: o.email },
        describe: (link: ResetLink, base: string) => linkLine(link, base),
      };
    });

  program
    .command("user:deactivate")
    .description("deactivate an account: no login, every token stops (--reactivate undoes it)")
    .requiredOption("--email <email>", "the user's email")
    .option("--reactivate", "let the user log in again")
    .action((o: { email: string; reactivate?: boolean }) => {
      pending = {
        method: "POST",
        path: "/api/admin/users/status",
        body: { email: o.email, deactivated: !o.reactivate },
        describe: (u: AdminUser) => `${u.email} is ${o.reactivate ? "active again" : "deactivated"}`,
      };
    });

  program
    .command("notify")
    .description("send a notification to a user (stored, and pushed live to their open browser)")
    .requiredOption("--email <email>", "the user's email")
    .requiredOption("--message <text>", "the message")
    .action((o: { email: string; message: string }) => {
      pending = {
        method: "POST",
        path: "/api/admin/notify",
        body: { email: o.email, message: o.message },
        describe: (b: { id: number }) => `notified ${o.email} (notification #${b.id})`,
      };
    });

  // Each module's own commands (module.ts `cli`).
  for (const module of Object.values(modules) as { cli?: ServerModule<never, unknown>["cli"] }[]) {
    module.cli?.(
      program,
      (call) => {
        pending = call;
      },
      { cwd: io.env.INIT_CWD },
    );
  }

  program
    .command("users")
    .description("list users with their programs")
    .action(() => {
      pending = {
        method: "GET",
        path: "/api/admin/users?limit=100",
        describe: (b: { users: AdminUser[]; total: number }) =>
          b.users.length
            ? b.users.map(userLine).join("\n") +
              (b.total > b.users.length
                ? `\n(first ${b.users.length} of ${b.total}: search in /admin/users)`
                : "")
            : "no users (run: npm run cli -- seed)",
      };
    });

  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    throw err;
  }
  json = program.opts<{ json?: boolean }>().json ?? false;
  if (!pending) {
    program.outputHelp();
    return 1;
  }

  if (refused) {
    io.err(`error: ${refused}\n`);
    return 1;
  }
  if (password && typeof pending === "object") {
    try {
      const secret = await readPassword(password, io.stdin ?? process.stdin, io.err);
      pending = { ...pending, body: { ...(pending.body as object), password: secret } };
    } catch (err) {
      io.err(`error: ${(err as Error).message}\n`);
      return 1;
    }
  }

  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (err) {
    io.err(`error: ${(err as Error).message}\n`);
    return 1;
  }
  try {
    if (pending === "migrate") {
      await migrate(config);
      io.out(json ? `${JSON.stringify({ ok: true })}\n` : "migrations applied\n");
      return 0;
    }
    if (pending === "storage:migrate") return await migrateFiles(config, io, json);
    const call: Call = pending;
    const transport = await connect(config, io.env);
    try {
      const result = await execute(transport, call);
      io.out(
        json ? `${JSON.stringify(result)}\n` : `${call.describe(result as never, transport.baseUrl ?? "")}\n`,
      );
      return 0;
    } finally {
      await transport.close();
    }
  } catch (err) {
    io.err(`error: ${(err as Error).message}\n`);
    return 1;
  }
}

async function execute(transport: Transport, call: Call): Promise<unknown> {
  const res = await transport.request(call.method, call.path, call.body, call.file);
  if (res.status >= 400) {
    const body = res.body as { message?: unknown } | string;
    // An answer without a message is shown as it came (JSON), never as "[object Object]".
    const message =
      typeof body === "object" && body && typeof body.message === "string"
        ? body.message
        : typeof body === "string"
          ? body
          : (JSON.stringify(body) ?? "no answer body");
    throw new CommandFailed(`${message} (HTTP ${res.status} from ${transport.description})`);
  }
  return res.body;
}

async function migrate(config: Config): Promise<void> {
  const { migrateDatabase, openDatabase } = await import("../db/client.ts");
  const db = await openDatabase(config);
  try {
    await migrateDatabase(db);
  } finally {
    await db.close();
  }
}

async function migrateFiles(config: Config, io: CliIo, json: boolean): Promise<number> {
  if (config.storage.kind !== "s3") {
    io.err(
      "error: storage:migrate copies DATA_DIR/uploads into a bucket, but STORAGE_URL is not set to one: " +
        "set STORAGE_URL=s3://BUCKET?endpoint=URL&region=R (and S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), then run it again\n",
    );
    return 1;
  }
  const { createLocalStorage } = await import("../platform/storage/local.ts");
  const { openStorage } = await import("../platform/storage/open.ts");
  const { formatBytes, migrateStorage } = await import("../platform/storage/migrate.ts");
  const target = await openStorage(config);
  const where = `s3://${config.storage.bucket}/${config.storage.prefix}`;
  try {
    const summary = await migrateStorage(createLocalStorage(config.uploadsDir), target, (s) => {
      if (json) return;
      io.out(
        `[${s.index}/${s.total}] ${s.action} ${s.key} (${formatBytes(s.size)}; ` +
          `${formatBytes(s.doneBytes)} of ${formatBytes(s.totalBytes)})\n`,
      );
    });
    io.out(
      json
        ? `${JSON.stringify(summary)}\n`
        : summary.total === 0
          ? `no files in ${config.uploadsDir}: nothing to copy\n`
          : `copied ${summary.copied} file(s) (${formatBytes(summary.copiedBytes)}) to ${where}; ` +
            `skipped ${summary.skipped} already there\n`,
    );
    return 0;
  } finally {
    await target.close();
  }
}

function defaultIo(): CliIo {
  return {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  };
}
