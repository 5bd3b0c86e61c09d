// CLI entry: `npm run cli -w apps/server -- <command>` (root: `npm run cli -- <command>`); see cli/run-cli.ts.
import { runCli } from "./cli/run-cli.ts";

// Exit explicitly: a command is done once it has printed, even if a driver keeps a timer alive.
process.exit(await runCli(process.argv.slice(2)));
