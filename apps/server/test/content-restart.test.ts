import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import type { App } from "../src/app.ts";
import { migrateDatabase, openDatabase } from "../src/db/client.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import { contentQuestions, programEnrolments, users } from "../src/db/schema.ts";
import { seedContent } from "../src/modules/content/seed.ts";
import { BACKENDS, freshDatabase, testConfig } from "./helpers/context.ts";

// "Nothing a learner has submitted is lost on a crash or restart": progress and answers live in the database, so
// a new process on the same data folder (PGlite) or server (PostgreSQL) shows them unchanged.
describe.each(BACKENDS)("content progress across a restart on $name", (backend) => {
  const config = testConfig();
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  async function start(url: string | null): Promise<{ app: App; handle: DatabaseHandle }> {
    const handle = await openDatabase({ ...config, databaseUrl: url });
    await migrateDatabase(handle);
    const app = await buildApp({ config, db: handle });
    await app.ready();
    return { app, handle };
  }

  it("keeps the watched position, completion and answers", async () => {
    let url: string | null = null;
    if (backend.name === "postgres") {
      // A fresh database whose handle is closed at once: each "process" below opens its own pool on it.
      const fresh = await freshDatabase(backend);
      await fresh.handle.close();
      url = fresh.url;
      cleanups.push(async () => {
        const admin = new pg.Client({ connectionString: backend.url });
        await admin.connect();
        await admin.query(`drop database if exists "${new URL(url!).pathname.slice(1)}" with (force)`);
        await admin.end();
      });
    }

    const first = await start(url);
    const signup = await first.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        name: "Rita Restart",
        email: "rita@example.com",
        password: "kite-river-42",
        consent: { notice_version: 1, accepted: true },
      },
    });
    expect(signup.statusCode).toBe(200);
    const login = await first.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "rita@example.com", password: "kite-river-42" },
    });
    const { token } = JSON.parse(login.body) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const userId = (
      JSON.parse((await first.app.inject({ url: "/api/user/info", headers: auth })).body) as { id: number }
    ).id;
    await first.handle.db
      .insert(programEnrolments)
      .values({ userId, programName: "DS", startDate: "2025-01-01" });
    await first.handle.db.update(users).set({ cprogram: "DS" }).where(eq(users.id, userId));
    await first.handle.db.transaction((tx) => seedContent(tx));

    const list = JSON.parse((await first.app.inject({ url: "/api/resources", headers: auth })).body);
    const [v1, v2] = list.modules.flatMap(
      (m: { videos: { id: number; durationSeconds: number }[] }) => m.videos,
    );
    await first.app.inject({
      method: "PUT",
      url: `/api/resources/videos/${v1.id}/progress`,
      headers: auth,
      // The whole clip, whatever the demo lesson's length: a finished video.
      payload: { positionSeconds: v1.durationSeconds, ended: true },
    });
    await first.app.inject({
      method: "PUT",
      url: `/api/resources/videos/${v2.id}/progress`,
      headers: auth,
      payload: { positionSeconds: 4.25 },
    });
    const [q] = await first.handle.db
      .select()
      .from(contentQuestions)
      .where(eq(contentQuestions.videoId, v1.id));
    const answered = await first.app.inject({
      method: "POST",
      url: `/api/resources/questions/${q!.id}/answer`,
      headers: auth,
      payload: { choiceIndex: q!.correctIndex },
    });
    expect(answered.statusCode).toBe(200);
    const beforeRestart = JSON.parse((await first.app.inject({ url: "/api/resources", headers: auth })).body);
    await first.app.close();
    await first.handle.close();

    const second = await start(url);
    cleanups.push(async () => {
      await second.app.close();
      await second.handle.close();
    });
    const after = JSON.parse((await second.app.inject({ url: "/api/resources", headers: auth })).body);
    expect(after).toEqual(beforeRestart);
    const videos = after.modules.flatMap((m: { videos: unknown[] }) => m.videos);
    expect(videos[0].progress).toMatchObject({ completed: true, answered: 1, correct: 1 });
    expect(videos[1].progress).toMatchObject({ positionSeconds: 4.25, completed: false, resumeAt: 4.25 });
    expect(after.resume).toMatchObject({ videoId: v2.id, positionSeconds: 4.25 });
    const again = await second.app.inject({
      method: "POST",
      url: `/api/resources/questions/${q!.id}/answer`,
      headers: auth,
      payload: { choiceIndex: q!.correctIndex },
    });
    expect(again.statusCode).toBe(409);
    // Two embedded-database starts on a data folder (initdb included) take tens of seconds on a busy machine.
  }, 180_000);
});
