// The parts the fault bench starts, stops, pauses and restarts: a private PostgreSQL cluster (initdb and pg_ctl
// from Debian's postgresql binaries, run as the postgres user when the bench runs as root), a redis-server, an
// s3rver child process and an SMTP peer (smtp-server) that counts every message it accepts by Message-ID.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "../lib/built-app.mjs";

const serverRequire = createRequire(join(root, "apps", "server", "package.json"));
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Debian's PostgreSQL binaries (the newest /usr/lib/postgresql/N/bin with initdb), or null. */
export function findPgBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], "bin") : null;
}

/** A private cluster on `port` in `dir` (owned by postgres when run as root: initdb refuses root). */
export function privatePostgres(bin, dir, port) {
  const asRoot = process.getuid?.() === 0;
  // Asynchronous: the bench's traffic goes on while pg_ctl waits for the server.
  const run = (cmd, args, opts = {}) =>
    new Promise((resolve, reject) => {
      const [file, argv] = asRoot
        ? ["runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]]
        : [join(bin, cmd), args];
      const child = spawn(file, argv, { stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      child.once("exit", (code) => {
        if (code === 0 || opts.allowFail) resolve();
        else reject(new Error(`${cmd} ${args.join(" ")} failed (${code}): ${out}`));
      });
    });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  if (asRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  const data = join(dir, "data");
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  return {
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${port}/${db}`,
    init() {
      return run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    },
    start() {
      return run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-t", "60", "-o", options, "start"]);
    },
    /** A fast stop: open connections are ended, as when the server goes down for maintenance. */
    stop() {
      return run("pg_ctl", ["-D", data, "-w", "-m", "fast", "stop"], { allowFail: true });
    },
    restart() {
      return run("pg_ctl", ["-D", data, "-w", "-t", "60", "-m", "fast", "-o", options, "restart"]);
    },
  };
}

/** A child process started by `spawnIt` that can be killed, paused and started again on the same port. */
function restartable(name, spawnIt, ready) {
  let child = null;
  return {
    async start() {
      child = spawnIt();
      child.once("exit", () => {
        child = null;
      });
      await ready();
    },
    kill() {
      if (child) child.kill("SIGKILL");
    },
    async stop() {
      if (!child) return;
      const c = child;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGKILL");
      await exited;
    },
    pause() {
      child?.kill("SIGSTOP");
    },
    resume() {
      child?.kill("SIGCONT");
    },
    get pid() {
      return child?.pid;
    },
    name,
  };
}

/** Waits until something listens on `port`. */
async function listening(port, what) {
  const net = await import("node:net");
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      const s = net.connect({ host: "127.0.0.1", port });
      s.once("connect", () => {
        s.destroy();
        resolve(true);
      });
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on ${port} within 30 s`);
}

/** A redis-server of the bench's own, without persistence. */
export function privateRedis(port) {
  return restartable(
    "redis",
    () =>
      spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      ),
    () => listening(port, "redis-server"),
  );
}

/** s3rver in a child process (so it can be paused), serving `dir` with one bucket. */
export function privateS3(port, dir, bucket) {
  const script = `
    const S3rver = require(${JSON.stringify(serverRequire.resolve("s3rver"))});
    new S3rver({ port: ${port}, address: "127.0.0.1", directory: ${JSON.stringify(dir)}, silent: true,
      configureBuckets: [{ name: ${JSON.stringify(bucket)} }] }).run();`;
  const s3 = restartable(
    "s3",
    () => spawn(process.execPath, ["-e", script], { stdio: "ignore" }),
    () => listening(port, "s3rver"),
  );
  return {
    ...s3,
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=ap-south-1&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
  };
}

/** An SMTP peer in this process (no TLS, no login) that counts the messages it accepts by Message-ID. */
export function smtpPeer(port) {
  const { SMTPServer } = serverRequire("smtp-server");
  const received = new Map();
  let server = null;
  return {
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 500,
        onData(stream, _session, callback) {
          const chunks = [];
          stream.on("data", (c) => chunks.push(c));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            const id = /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `no-id-${received.size}`;
            received.set(id, (received.get(id) ?? 0) + 1);
            callback();
          });
        },
      });
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      // Connections in progress are cut, as when the mail relay goes down.
      for (const conn of s.connections ?? []) conn._socket?.destroy?.();
      await new Promise((r) => s.close(r));
    },
  };
}
