// Factories for the live-session tests: learners with and without Live Sessions, sessions created through the
// admin API (so the contract's rules apply) or straight in the database (past sessions the API would refuse).
import { liveSessions } from "../../src/db/schema.ts";
import type { TestContext, TestUser } from "./context.ts";

export const MINUTE = 60_000;

/** An FAFMEP learner on the FAGOLD plan (Live Sessions in the menu), past sign-up. */
export function fafmepLearner(ctx: TestContext): Promise<TestUser> {
  return ctx.makeUser({ programs: [{ program: "FAFMEP", plan: "FAGOLD" }], steps: 3 });
}

/** An IBEPGOLD learner (Live Sessions in the menu). */
export function ibepLearner(ctx: TestContext): Promise<TestUser> {
  return ctx.makeUser({ programs: ["IBEPGOLD"], steps: 3 });
}

/** A valid create body starting `inMinutes` from now. */
export function sessionBody(inMinutes: number, over: Record<string, unknown> = {}) {
  return {
    title: "DCF clinic: valuing Infosys",
    programs: ["FAFMEP"],
    start_time: new Date(Date.now() + inMinutes * MINUTE).toISOString(),
    duration_minutes: 60,
    join_url: "https://meet.example.com/dcf-clinic",
    ...over,
  };
}

/** Schedules a session through POST /api/admin/live and returns its body. */
export async function schedule(
  ctx: TestContext,
  adminToken: string,
  inMinutes: number,
  over: Record<string, unknown> = {},
) {
  const res = await ctx.api("POST", "/api/admin/live", {
    token: adminToken,
    body: sessionBody(inMinutes, over),
  });
  if (res.status !== 200) throw new Error(`schedule failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; start_time: string; title: string; timing: string };
}

/** Inserts a session directly (e.g. one that already happened). */
export async function insertSession(
  ctx: TestContext,
  values: { title: string; programs: string[]; start: Date; minutes?: number; recording?: string | null },
) {
  const [row] = await ctx.db
    .insert(liveSessions)
    .values({
      title: values.title,
      programs: values.programs,
      startTime: values.start,
      durationMinutes: values.minutes ?? 60,
      joinUrl: "https://meet.example.com/past",
      recordingUrl: values.recording ?? null,
    })
    .returning();
  return row!;
}
