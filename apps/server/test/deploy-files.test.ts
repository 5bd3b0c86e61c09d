// The deployment files of docs/operations.md agree with the app: the systemd unit waits longer than the app's own
// shutdown limit and sends the signal it handles, nginx lets through every upload the app accepts, and (when nginx
// is installed) `nginx -t` accepts deploy/nginx/fincareer.conf with TLS, and a request and a socket.io WebSocket
// pass through it to a running instance with the request id kept. Without nginx the nginx part skips with a
// warning: `npm test` does not need it (the cohort benchmark does).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEPLOY_CONF,
  findNginx,
  startNginx,
  testConfig,
  writeLocalConfig,
} from "../../../bench/lib/nginx.mjs";
import type { RunningNginx } from "../../../bench/lib/nginx.mjs";
import { REPO_ROOT } from "../src/platform/config.ts";
import { RESEARCH_MULTIPART } from "../src/lib/uploads/limits.ts";
import { SHUTDOWN_TIMEOUT_MS } from "../src/server.ts";
import { BACKENDS, freshDatabase, testConfig as appConfig } from "./helpers/context.ts";
import { createModule } from "./helpers/content.ts";
import type { TestDb } from "./helpers/sockets.ts";
import { connectClient, serve } from "./helpers/sockets.ts";

const UNIT = readFileSync(join(REPO_ROOT, "deploy", "systemd", "fincareer@.service"), "utf8");
const SITE = readFileSync(DEPLOY_CONF, "utf8");
const nginx = findNginx();
if (!nginx && process.env.REQUIRE_NGINX === "1")
  throw new Error("nginx is not installed and REQUIRE_NGINX=1: cannot run the nginx part of the deploy test");
if (!nginx) console.warn("nginx is not installed: SKIPPING the nginx -t and proxy checks of deploy/nginx");

/** The value of a `Key=value` line of the unit. */
const unitValue = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(UNIT)?.[1];

/** nginx's size syntax (10m, 512k, 1g) in bytes. */
function nginxBytes(size: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(size);
  if (!m) throw new Error(`not an nginx size: ${size}`);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2]!.toLowerCase() as "" | "k" | "m" | "g"];
  return Number(m[1]) * unit;
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("the systemd unit", () => {
  it("stops the instance with the signal the app handles and waits longer than the app's own limit", () => {
    expect(unitValue("KillSignal")).toBe("SIGTERM");
    expect(Number(unitValue("TimeoutStopSec")) * 1000).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
    expect(unitValue("Environment")).toContain("PORT=%i");
    // The release tarball's own Node 24 and its compiled entry (scripts/release.mjs writes both).
    expect(unitValue("ExecStart")).toBe(
      "/opt/fincareer/current/runtime/bin/node /opt/fincareer/current/start.mjs",
    );
    expect(unitValue("Restart")).toBe("on-failure");
  });
});

describe("the nginx site's limits", () => {
  it("lets through the largest research file with its form fields, and the largest default video upload", () => {
    const sizes = [...SITE.matchAll(/client_max_body_size\s+(\S+);/g)].map((m) => nginxBytes(m[1]!));
    const [general, video] = sizes as [number, number];
    const research = RESEARCH_MULTIPART.fileSize + RESEARCH_MULTIPART.fields * RESEARCH_MULTIPART.fieldSize;
    expect(general).toBeGreaterThanOrEqual(research);
    const config = appConfig();
    rmSync(config.dataDir, { recursive: true, force: true });
    expect(video).toBeGreaterThanOrEqual(config.videoUploadMaxBytes + 10 * 10_000);
    expect(SITE).toMatch(/location ~ \^\/api\/content\/modules\/\[0-9\]\+\/videos\/upload\$/);
  });
});

describe.skipIf(!nginx)("deploy/nginx/fincareer.conf under nginx", () => {
  const dir = mkdtempSync(join(tmpdir(), "fincareer-nginx-"));
  let db: TestDb;
  let app: Awaited<ReturnType<typeof serve>>;
  let proxy: RunningNginx;
  let origin: string;
  beforeAll(async () => {
    db = await freshDatabase({ name: "pglite" });
    app = await serve({ name: "pglite" }, db);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const file = writeLocalConfig({
      dir: join(dir, "run"),
      port,
      redirectPort: await freePort(),
      upstreams: [`127.0.0.1:${app.server.port}`],
      workers: 1,
    });
    proxy = await startNginx(nginx!, file);
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await app?.server.close();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("passes nginx -t with TLS (a self-signed certificate in place of certbot's) and both instances", () => {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { stdio: "ignore" },
    );
    const file = writeLocalConfig({
      dir: join(dir, "tls"),
      port: 1,
      redirectPort: 2,
      upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"],
      tls: { cert, key },
    });
    const result = testConfig(nginx!, file);
    expect(result.ok, result.output).toBe(true);
  });

  it("proxies a request to the instance, keeping the caller's request id or giving nginx's own", async () => {
    const kept = await fetch(`${origin}/api/health/live`, { headers: { "x-request-id": "lb-drill-42" } });
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-request-id")).toBe("lb-drill-42");
    const given = await fetch(`${origin}/api/health/live`);
    expect(given.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    // One HSTS header, nginx's (the app's own is hidden).
    expect(given.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("upgrades /socket.io/ to a WebSocket that completes the setUid handshake", async () => {
    const learner = await app.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
    const socket = await connectClient(origin);
    try {
      expect(socket.io.engine.transport.name).toBe("websocket");
      const answer = await socket.timeout(20_000).emitWithAck("setUid", learner.token);
      expect(answer).toMatchObject({ ok: true, userId: learner.id });
    } finally {
      socket.disconnect();
    }
  });
});

describe.skipIf(!nginx).each(BACKENDS)(
  "a resumable upload through nginx to two instances on $name",
  (backend) => {
    // Two instances with folders of their own (as on two machines): the upload's chunks wait on the instance that
    // created it, so nginx must send every request of the upload, and the one adding it as a video, to that one.
    const dir = mkdtempSync(join(tmpdir(), "fincareer-nginx-tus-"));
    let db: TestDb;
    let apps: Awaited<ReturnType<typeof serve>>[] = [];
    let proxy: RunningNginx;
    let origin: string;
    const clip = join(dir, "clip.mp4");
    beforeAll(async () => {
      execFileSync("/usr/bin/ffmpeg", [
        ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
        ...[
          "-i",
          "testsrc2=size=320x180:rate=25:duration=2",
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
          clip,
        ],
      ]);
      db = await freshDatabase(backend);
      const env = { VIDEO_TRANSCODE_CONCURRENCY: "0" };
      apps = [await serve(backend, db, env), await serve(backend, db, env)];
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const file = writeLocalConfig({
        dir: join(dir, "run"),
        port,
        redirectPort: await freePort(),
        upstreams: apps.map((a) => `127.0.0.1:${a.server.port}`),
        workers: 1,
      });
      proxy = await startNginx(nginx!, file);
    }, 120_000);
    afterAll(async () => {
      await proxy?.stop();
      for (const a of apps) await a.server.close();
      await db?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("sends an admin's upload, its resumption and its adding to the instance holding its chunks", async () => {
      const { ctx } = apps[0]!;
      const bytes = readFileSync(clip);
      // Several admins, so that both instances hold uploads (one admin's requests all go to one instance).
      for (let n = 0; n < 4; n++) {
        const admin = await ctx.makeUser({ role: "admin" });
        const module = await createModule(ctx, admin, "DS", `Valuation ${n}`);
        const headers = { authorization: `Bearer ${admin.token}`, "tus-resumable": "1.0.0" };
        const created = await fetch(`${origin}/api/content/uploads`, {
          method: "POST",
          headers: { ...headers, "upload-length": String(bytes.length) },
        });
        expect(created.status).toBe(201);
        const location = `${origin}${created.headers.get("location")}`;
        const id = location.split("/").pop()!;
        const half = Math.floor(bytes.length / 2);
        const patch = (from: number, to: number) =>
          fetch(location, {
            method: "PATCH",
            headers: {
              ...headers,
              "upload-offset": String(from),
              "content-type": "application/offset+octet-stream",
            },
            body: bytes.subarray(from, to),
          });
        expect((await patch(0, half)).status).toBe(204);
        // The browser comes back after a dropped connection and asks how far it got.
        const head = await fetch(location, { method: "HEAD", headers });
        expect(head.status).toBe(200);
        expect(Number(head.headers.get("upload-offset"))).toBe(half);
        expect((await patch(half, bytes.length)).status).toBe(204);
        // The chunks are on exactly one instance.
        const holders = apps.filter((a) => existsSync(join(a.ctx.config.uploadsDir, "tus", id)));
        expect(holders).toHaveLength(1);
        const added = await fetch(`${origin}/api/content/modules/${module.id}/videos/resumable`, {
          method: "POST",
          headers: { authorization: headers.authorization, "content-type": "application/json" },
          body: JSON.stringify({ uploadId: id, title: `DCF ${n}` }),
        });
        expect(added.status, await added.clone().text()).toBe(200);
        expect(((await added.json()) as { kind: string }).kind).toBe("upload");
      }
    }, 120_000);
  },
);
