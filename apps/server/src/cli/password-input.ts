// Where the CLI reads a password from: never its own arguments (they show in `ps` and the shell's history), but a
// hidden prompt on the terminal, standard input, or a file.
import { open } from "node:fs/promises";
import { read } from "read";

/** Where a command's password comes from. */
export type PasswordSource = { from: "prompt" } | { from: "stdin" } | { from: "file"; path: string };

/** The input a prompt or --password-stdin reads (process.stdin, or a stream in tests). */
export type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean };

/** The password options of a command, as commander parsed them. */
export interface PasswordOptions {
  password?: boolean;
  passwordStdin?: boolean;
  passwordFile?: string;
}

/** A password is at most 200 characters (packages/domain password rules); a source larger than this is refused. */
const MAX_SOURCE_BYTES = 64 * 1024;

/** The help lines of the password options, shared by every command that sets a password. */
export const PASSWORD_OPTIONS = {
  prompt: "ask for the password on the terminal, hidden (it is never given as an argument)",
  stdin: "read the password from standard input (its first line)",
  file: "read the password from the first line of a file (keep it readable only by you)",
} as const;

/**
 * The refusal of a password written on the command line (`--password secret`, `--password=secret`), or null.
 * Checked before parsing, so the message says what to do instead of commander's "too many arguments".
 */
export function passwordArgumentRefusal(argv: readonly string[]): string | null {
  const given = argv.some(
    (arg, i) => arg.startsWith("--password=") || (arg === "--password" && /^[^-]/.test(argv[i + 1] ?? "-")),
  );
  if (!given) return null;
  return (
    "--password takes no value: a password on the command line shows in `ps` and in shell history. " +
    "Use --password alone to be asked for it, --password-stdin to pipe it in, or --password-file <file>"
  );
}

/** Which source the options name, or null for none; two at once is an error. */
export function passwordSource(o: PasswordOptions): PasswordSource | null {
  const chosen: PasswordSource[] = [];
  if (o.password === true) chosen.push({ from: "prompt" });
  if (o.passwordStdin) chosen.push({ from: "stdin" });
  if (o.passwordFile !== undefined) chosen.push({ from: "file", path: o.passwordFile });
  if (chosen.length > 1) throw new Error("use one of --password, --password-stdin and --password-file");
  return chosen[0] ?? null;
}

/** Reads the password from its source; `warn` hears about a password file others can read. */
export async function readPassword(
  source: PasswordSource,
  input: PasswordInput,
  warn: (text: string) => void,
): Promise<string> {
  if (source.from === "prompt") return prompt(input);
  const text = source.from === "stdin" ? await firstLineOf(input) : await fileFirstLine(source.path, warn);
  if (!text) throw new Error(`the password from ${describe(source)} is empty`);
  return text;
}

function describe(source: PasswordSource): string {
  return source.from === "file" ? source.path : "standard input";
}

async function prompt(input: PasswordInput): Promise<string> {
  if (!input.isTTY) {
    throw new Error(
      "--password asks on a terminal and there is none: use --password-stdin or --password-file",
    );
  }
  const ask = (text: string) =>
    read({ prompt: text, silent: true, replace: "", input, output: process.stderr });
  const first = await ask("Password: ");
  if (!first) throw new Error("no password entered");
  if ((await ask("Password again: ")) !== first) throw new Error("the two passwords differ");
  return first;
}

/** The first line of a stream, read no further than needed (and never past MAX_SOURCE_BYTES). */
async function firstLineOf(input: AsyncIterable<string | Buffer> | NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input as AsyncIterable<string | Buffer>) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    chunks.push(buf);
    size += buf.length;
    if (buf.includes(10)) break;
    if (size > MAX_SOURCE_BYTES) throw new Error("standard input has no line break in its first 64 KB");
  }
  return firstLine(Buffer.concat(chunks).toString("utf8"));
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? "";
}

async function fileFirstLine(path: string, warn: (text: string) => void): Promise<string> {
  let file;
  try {
    file = await open(path, "r");
  } catch (err) {
    throw new Error(`cannot read the password file: ${(err as Error).message}`);
  }
  try {
    const stat = await file.stat();
    if (!stat.isFile()) throw new Error(`the password file ${path} is not a file`);
    if (stat.size > MAX_SOURCE_BYTES)
      throw new Error(`the password file ${path} is over 64 KB: is it the right file?`);
    if (process.platform !== "win32" && (stat.mode & 0o077) !== 0) {
      warn(
        `warning: ${path} can be read by other users (mode ${(stat.mode & 0o777).toString(8)}): chmod 600 it\n`,
      );
    }
    return firstLine(await file.readFile("utf8"));
  } finally {
    await file.close();
  }
}
