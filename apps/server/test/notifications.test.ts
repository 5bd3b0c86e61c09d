import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPushes } from "./helpers/sockets.ts";
import { notifications } from "../src/db/schema.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("notifications on $name", (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function withMessages(n: number) {
    const user = await ctx.makeUser();
    const base = Date.now() - n * 60_000;
    for (let i = 0; i < n; i++) {
      await ctx.db
        .insert(notifications)
        .values({ userId: user.id, message: `message ${i + 1}`, createdAt: new Date(base + i * 60_000) });
    }
    return user;
  }

  it("lists the latest notifications newest first with the unread count and the limit", async () => {
    const user = await withMessages(7);
    const res = await ctx.api("GET", "/api/notifications/list/5", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(5);
    expect(res.body.count).toBe(7);
    expect(res.body.notifications.map((n: { message: string }) => n.message)).toEqual([
      "message 7",
      "message 6",
      "message 5",
      "message 4",
      "message 3",
    ]);
    expect(res.body.notifications[0]).toEqual({
      id: expect.any(Number),
      message: "message 7",
      createdAt: expect.stringMatching(/Z$/),
      read: false,
      // A plain message opens nothing (issue 41: notices about something carry the path they open).
      link: null,
    });
  });

  it("shows only the caller's notifications", async () => {
    const a = await withMessages(2);
    const b = await ctx.makeUser();
    const res = await ctx.api("GET", "/api/notifications/list/10", { token: b.token });
    expect(res.body).toEqual({ notifications: [], count: 0, limit: 10 });
    expect((await ctx.api("GET", "/api/notifications/list/10", { token: a.token })).body.count).toBe(2);
  });

  it("refuses a non-numeric or out-of-range limit with 400", async () => {
    const user = await withMessages(1);
    for (const limit of ["abc", "0", "101", "2.5", "-1"]) {
      const res = await ctx.api("GET", `/api/notifications/list/${limit}`, { token: user.token });
      expect(res.status, limit).toBe(400);
      expect(res.body.error).toBe("validation_error");
      expect(fieldText(res.body)).toBe("params.limit: Limit must be a number");
    }
  });

  it("marks one read and returns the unread count left; marking twice keeps the first read time", async () => {
    const user = await withMessages(3);
    const list = await ctx.api("GET", "/api/notifications/list/5", { token: user.token });
    const id = list.body.notifications[0].id as number;
    const res = await ctx.api("GET", `/api/notifications/mark-read/${id}`, { token: user.token });
    expect(res).toMatchObject({ status: 200, body: { count: 2 } });
    const [first] = await ctx.db.select().from(notifications).where(eq(notifications.id, id));
    const again = await ctx.api("GET", `/api/notifications/mark-read/${id}`, { token: user.token });
    expect(again.body).toEqual({ count: 2 });
    const [second] = await ctx.db.select().from(notifications).where(eq(notifications.id, id));
    expect(second!.readAt!.getTime()).toBe(first!.readAt!.getTime());
    const after = await ctx.api("GET", "/api/notifications/list/5", { token: user.token });
    expect(after.body.notifications[0].read).toBe(true);
  });

  it("marks all read with id 'all'", async () => {
    const user = await withMessages(4);
    const res = await ctx.api("GET", "/api/notifications/mark-read/all", { token: user.token });
    expect(res).toMatchObject({ status: 200, body: { count: 0 } });
  });

  it("answers 404 for another learner's notification and leaves it unread", async () => {
    const owner = await withMessages(1);
    const other = await ctx.makeUser();
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const before = await ctx.snapshot();
    const res = await ctx.api("GET", `/api/notifications/mark-read/${row!.id}`, { token: other.token });
    expect(res).toMatchObject({ status: 404, body: { error: "not_found" } });
    const missing = await ctx.api("GET", "/api/notifications/mark-read/999999", { token: other.token });
    // Someone else's id answers exactly like an id that does not exist (no probing of other learners' ids).
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(res.body.error);
    const bad = await ctx.api("GET", "/api/notifications/mark-read/abc", { token: other.token });
    expect(bad.status).toBe(400);
    expect(fieldText(bad.body)).toBe("params.id: Id must be a notification id or 'all'");
    expect(await ctx.snapshot()).toEqual(before);
  });

  it("notify() stores a notification and pushes pupdate to that user only", async () => {
    const user = await ctx.makeUser();
    const pushes = recordPushes(ctx.realtime);
    try {
      const item = await ctx.app.services.notifications.notify(user.id, "Your order was filled");
      expect(item).toMatchObject({ message: "Your order was filled", read: false });
      expect(pushes.sent).toEqual([
        { userId: user.id, event: "pupdate", payload: { msg: "Your order was filled", id: item.id } },
      ]);
    } finally {
      pushes.stop();
    }
    const res = await ctx.api("GET", "/api/notifications/list/5", { token: user.token });
    expect(res.body.count).toBe(1);
  });

  it("needs a login", async () => {
    expect((await ctx.api("GET", "/api/notifications/list/5")).status).toBe(401);
    expect((await ctx.api("GET", "/api/notifications/mark-read/all")).status).toBe(401);
  });
});
