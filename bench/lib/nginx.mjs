// deploy/nginx/fincareer.conf made runnable on this machine: the same file with the instances' ports, a local
// listen address and temporary paths substituted, wrapped in a minimal main nginx.conf. The cohort benchmark runs
// nginx on it; the server test `deploy-nginx.test.ts` checks it with `nginx -t` (TLS kept, self-signed cert).
import { execFileSync, spawn } from "node:child_process";
import { accessSync, chmodSync, constants, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const DEPLOY_CONF = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "deploy",
  "nginx",
  "fincareer.conf",
);

const TEMP_DIRS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/** Debian's nginx (/usr/sbin/nginx), NGINX_BIN, or nginx on PATH; null when there is none. */
export function findNginx() {
  const candidates = [
    process.env.NGINX_BIN,
    "/usr/sbin/nginx",
    ...(process.env.PATH ?? "").split(delimiter).map((d) => join(d, "nginx")),
  ];
  for (const file of candidates) {
    if (!file) continue;
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The site file with local values: every upstream's `server` lines replaced by `upstreams` (host:port; the
 * parameters of the first line kept), the HTTPS server on 127.0.0.1:`port` (with `tls` {cert, key}, or plain HTTP
 * and no ssl_ lines without it), the port-80 redirect server on 127.0.0.1:`redirectPort`, logs in `dir`.
 */
export function localSite(text, { dir, port, redirectPort, upstreams, tls = null }) {
  const lines = text.split("\n");
  const out = [];
  let inUpstream = false;
  let serverParams = null;
  for (const line of lines) {
    if (/^\s*upstream\s+\S+\s*\{/.test(line)) {
      inUpstream = true;
      serverParams = null;
    }
    const server = /^(\s*)server\s+\S+(.*);\s*$/.exec(line);
    if (inUpstream && server) {
      if (serverParams === null) {
        serverParams = server[2];
        for (const u of upstreams) out.push(`${server[1]}server ${u}${serverParams};`);
      }
      continue;
    }
    if (inUpstream && /^\s*\}/.test(line)) inUpstream = false;
    if (/^\s*listen\s+\[::\]/.test(line)) continue;
    if (/^\s*listen\s+80;/.test(line)) {
      out.push(line.replace(/listen\s+80;/, `listen 127.0.0.1:${redirectPort};`));
      continue;
    }
    if (/^\s*listen\s+443\b/.test(line)) {
      out.push(
        tls
          ? line.replace(/listen\s+443/, `listen 127.0.0.1:${port}`)
          : line.replace(/listen\s+443[^;]*;/, `listen 127.0.0.1:${port};`),
      );
      continue;
    }
    if (/^\s*ssl_/.test(line)) {
      if (!tls) continue;
      out.push(
        line
          .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${tls.cert};`)
          .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls.key};`),
      );
      continue;
    }
    out.push(line.replace(/access_log\s+\/\S+/, `access_log ${join(dir, "access.log")}`));
  }
  return out.join("\n");
}

/**
 * Writes `dir`/nginx.conf (foreground, pid and temporary files in `dir`) including `dir`/fincareer.conf, the
 * deploy file made local by localSite(). Returns the main file's path.
 */
export function writeLocalConfig({ dir, port, redirectPort, upstreams, tls = null, workers = "auto" }) {
  mkdirSync(dir, { recursive: true });
  // Workers run as an unprivileged user when nginx starts as root: they must be able to write the temp folders.
  chmodSync(dir, 0o755);
  for (const d of TEMP_DIRS) {
    mkdirSync(join(dir, d), { recursive: true });
    chmodSync(join(dir, d), 0o777);
  }
  const site = localSite(readFileSync(DEPLOY_CONF, "utf8"), { dir, port, redirectPort, upstreams, tls });
  writeFileSync(join(dir, "fincareer.conf"), site);
  const main = `# Written by bench/lib/nginx.mjs: deploy/nginx/fincareer.conf on local ports.
daemon off;
worker_processes ${workers};
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 8192; }
http {
    ${TEMP_DIRS.map((d) => `${d}_temp_path ${join(dir, d)};`).join("\n    ")}
    access_log off;
    include ${join(dir, "fincareer.conf")};
}
`;
  const file = join(dir, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

/** `nginx -t` on a main config: { ok, output }. */
export function testConfig(nginx, file) {
  try {
    const output = execFileSync(nginx, ["-t", "-p", dirname(file), "-c", file, "-e", "stderr"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: `${error.stdout ?? ""}${error.stderr ?? ""}` };
  }
}

/** Starts nginx in the foreground on a main config; returns { pid, reload(), stop() }. */
export async function startNginx(nginx, file) {
  const child = spawn(nginx, ["-p", dirname(file), "-c", file, "-e", "stderr"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, 500);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`nginx exited at start (${code}): see the lines above`));
    });
  });
  return {
    pid: child.pid,
    /** Re-reads the config (HUP): new workers take the new upstreams, old ones finish their requests. */
    async reload() {
      child.kill("SIGHUP");
      await new Promise((r) => setTimeout(r, 1000));
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
