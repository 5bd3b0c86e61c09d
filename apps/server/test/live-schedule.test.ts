// Live sessions: the instructor's schedule (validation, edit, recording, cancel), the learner's .ics download and
// the private calendar feed (token, revoke, regenerate). Reminders are in live-reminders.test.ts.
import { describe, expect, it } from "vitest";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import { MINUTE, fafmepLearner, ibepLearner, insertSession, schedule, sessionBody } from "./helpers/live.ts";
import { fieldText } from "./helpers/field-text.ts";
import { audienceOf } from "../src/modules/live/audience.ts";

/** The VEVENT blocks of a calendar text, unfolded (RFC 5545 folds long lines with CRLF + space). */
function events(ics: string): string[] {
  const text = ics.replace(/\r\n[ \t]/g, "");
  return text
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((e) => e.split("END:VEVENT")[0]!);
}

describe.each(BACKENDS)("live sessions on $name", (backend) => {
  const suite = testSuite(backend, { admin: {} });

  describe("scheduling", () => {
    it("schedules a session that the program's learners see with the IST timing text", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const res = await suite.ctx.api("POST", "/api/admin/live", {
        token: suite.admin.token,
        body: sessionBody(0, {
          start_time: "2099-12-01T10:00:00Z",
          programs: ["FAFMEP", "IBEPGOLD", "FAFMEP"],
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        programs: ["FAFMEP", "IBEPGOLD"],
        status: "scheduled",
        timing: "DCF clinic: valuing Infosys on 01/12/2099 3:30 pm",
        reminded: 0,
      });
      const live = await suite.ctx.api("GET", "/api/user/live", { token: learner.token });
      expect(live.status).toBe(200);
      expect(live.body.upcoming).toBe(true);
      expect(live.body.sessions.map((s: { id: number }) => s.id)).toContain(res.body.id);
      const listed = await suite.ctx.api("GET", "/api/admin/live", { token: suite.admin.token });
      expect(listed.body.sessions.some((s: { id: number }) => s.id === res.body.id)).toBe(true);
    });

    it("refuses a past start, a length outside 15-480 minutes, unknown programs and non-http links, changing nothing", async () => {
      const before = await suite.ctx.snapshot();
      const when = "body.start_time: Enter the start date and time";
      const length = "body.duration_minutes: Enter a length from 15 to 480 minutes";
      const link =
        "body.join_url: Enter the join link as a full web address, e.g. https://meet.example.com/room";
      const bad: [Record<string, unknown>, string][] = [
        [
          { start_time: new Date(Date.now() - MINUTE).toISOString() },
          "body.start_time: Choose a start in the future",
        ],
        [{ start_time: "2099-12-01 10:00" }, when],
        [{ start_time: "2099-12-01T10:00:00" }, when],
        [{ duration_minutes: 14 }, length],
        [{ duration_minutes: 481 }, length],
        [{ duration_minutes: 30.5 }, "body.duration_minutes: Enter the length in whole minutes"],
        [{ programs: ["FAFMEP", "NOPE"] }, "body.programs.1: Choose programs from the list"],
        [{ programs: [] }, "body.programs: Choose at least one program"],
        [{ join_url: "javascript:alert(1)" }, link],
        [{ join_url: "ftp://files.example.com/x" }, link],
        [{ join_url: "meet.example.com/room" }, link],
        [{ title: "  " }, "body.title: Enter a title of at least 3 characters"],
      ];
      for (const [over, message] of bad) {
        const res = await suite.ctx.api("POST", "/api/admin/live", {
          token: suite.admin.token,
          body: sessionBody(60, over),
        });
        expect(res.status, JSON.stringify(over)).toBe(400);
        expect(res.body.error).toBe("validation_error");
        expect(fieldText(res.body), JSON.stringify(over)).toBe(message);
      }
      expect(await suite.ctx.snapshot()).toEqual(before);
    });

    it("refuses learners on the admin API and anonymous callers", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const before = await suite.ctx.snapshot();
      expect((await suite.ctx.api("GET", "/api/admin/live", { token: learner.token })).status).toBe(403);
      const post = await suite.ctx.api("POST", "/api/admin/live", {
        token: learner.token,
        body: sessionBody(60),
      });
      expect(post.status).toBe(403);
      expect((await suite.ctx.api("POST", "/api/admin/live", { body: sessionBody(60) })).status).toBe(401);
      expect(await suite.ctx.snapshot()).toEqual(before);
    });

    it("edits a session and adds a recording link to one that already happened", async () => {
      const s = await schedule(suite.ctx, suite.admin.token, 24 * 60);
      const edited = await suite.ctx.api("PATCH", `/api/admin/live/${s.id}`, {
        token: suite.admin.token,
        body: { title: "DCF clinic: valuing TCS", duration_minutes: 90, start_time: s.start_time },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: "DCF clinic: valuing TCS", duration_minutes: 90 });

      const past = await insertSession(suite.ctx, {
        title: "Reading a balance sheet",
        programs: ["FAFMEP"],
        start: new Date(Date.now() - 3 * 24 * 60 * MINUTE),
      });
      const rec = await suite.ctx.api("PATCH", `/api/admin/live/${past.id}`, {
        token: suite.admin.token,
        // The unchanged past start comes back with the form; only a moved start must be in the future.
        body: {
          recording_url: "https://videos.example.com/balance-sheet",
          start_time: past.startTime.toISOString(),
        },
      });
      expect(rec.status).toBe(200);
      expect(rec.body).toMatchObject({
        status: "ended",
        recording_url: "https://videos.example.com/balance-sheet",
      });
      const learner = await fafmepLearner(suite.ctx);
      const live = await suite.ctx.api("GET", "/api/user/live", { token: learner.token });
      const shown = live.body.sessions.find((x: { id: number }) => x.id === past.id);
      expect(shown.recording_url).toBe("https://videos.example.com/balance-sheet");
    });

    it("refuses moving a session into the past, a bad recording link and an empty edit", async () => {
      const s = await schedule(suite.ctx, suite.admin.token, 60);
      const before = await suite.ctx.snapshot();
      const cases: [Record<string, unknown>, string][] = [
        [
          { start_time: new Date(Date.now() - MINUTE).toISOString() },
          "body.start_time: Choose a start in the future",
        ],
        [
          { recording_url: "file:///etc/passwd" },
          "body.recording_url: Enter the recording link as a full web address, e.g. https://meet.example.com/room",
        ],
        [{}, "body: Change at least one field"],
      ];
      for (const [body, message] of cases) {
        const res = await suite.ctx.api("PATCH", `/api/admin/live/${s.id}`, {
          token: suite.admin.token,
          body,
        });
        expect(res.status).toBe(400);
        expect(fieldText(res.body), JSON.stringify(body)).toBe(message);
      }
      expect(await suite.ctx.snapshot()).toEqual(before);
      expect(
        (
          await suite.ctx.api("PATCH", "/api/admin/live/999999", {
            token: suite.admin.token,
            body: { title: "Nope" },
          })
        ).status,
      ).toBe(404);
    });

    it("cancels a session once: it leaves the learner's list, and a second cancel or an edit is 409", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const s = await schedule(suite.ctx, suite.admin.token, 120, { title: "Cancelled talk on IPO pricing" });
      const res = await suite.ctx.api("POST", `/api/admin/live/${s.id}/cancel`, { token: suite.admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ session: { status: "cancelled" }, notified: 0 });
      const again = await suite.ctx.api("POST", `/api/admin/live/${s.id}/cancel`, {
        token: suite.admin.token,
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("already_cancelled");
      const edit = await suite.ctx.api("PATCH", `/api/admin/live/${s.id}`, {
        token: suite.admin.token,
        body: { title: "Back on" },
      });
      expect(edit.status).toBe(409);
      const live = await suite.ctx.api("GET", "/api/user/live", { token: learner.token });
      expect(live.body.sessions.some((x: { id: number }) => x.id === s.id)).toBe(false);
      expect(
        (await suite.ctx.api("POST", "/api/admin/live/999999/cancel", { token: suite.admin.token })).status,
      ).toBe(404);
    });

    it("refuses to cancel a session that has ended", async () => {
      const past = await insertSession(suite.ctx, {
        title: "Old session",
        programs: ["FAFMEP"],
        start: new Date(Date.now() - 5 * 60 * MINUTE),
      });
      const res = await suite.ctx.api("POST", `/api/admin/live/${past.id}/cancel`, {
        token: suite.admin.token,
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("session_over");
    });
  });

  describe("calendar file", () => {
    it("serves one session as text/calendar with its time in UTC and its join link", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const s = await schedule(suite.ctx, suite.admin.token, 0, {
        title: "Ind AS 116 leases, explained",
        start_time: "2099-12-01T10:00:00Z",
        duration_minutes: 75,
      });
      const res = await suite.ctx.api("GET", `/api/user/live/${s.id}/ics`, { token: learner.token });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="ind-as-116-leases-explained.ics"',
      );
      const ics = res.body as string;
      expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
      const [event, ...rest] = events(ics);
      expect(rest).toHaveLength(0);
      expect(event).toContain(`UID:live-session-${s.id}@fincareer`);
      expect(event).toContain("SUMMARY:Ind AS 116 leases\\, explained");
      expect(event).toContain("DTSTART:20991201T100000Z");
      expect(event).toContain("DTEND:20991201T111500Z");
      expect(event).toContain("URL:https://meet.example.com/dcf-clinic");
      expect(event).toContain("Join: https://meet.example.com/dcf-clinic");
      expect(event).toContain("STATUS:CONFIRMED");
    });

    it("answers 404 for another program's session, a cancelled one and a missing id", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const other = await schedule(suite.ctx, suite.admin.token, 60, { programs: ["IBEPGOLD"] });
      const cancelled = await schedule(suite.ctx, suite.admin.token, 60);
      await suite.ctx.api("POST", `/api/admin/live/${cancelled.id}/cancel`, { token: suite.admin.token });
      for (const id of [other.id, cancelled.id, 999999]) {
        const res = await suite.ctx.api("GET", `/api/user/live/${id}/ics`, { token: learner.token });
        expect(res.status, String(id)).toBe(404);
        expect(res.body.error).toBe("not_found");
      }
      expect((await suite.ctx.api("GET", `/api/user/live/abc/ics`, { token: learner.token })).status).toBe(
        400,
      );
      expect((await suite.ctx.api("GET", `/api/user/live/${other.id}/ics`)).status).toBe(401);
    });

    it("refuses programs without Live Sessions with 403", async () => {
      // A session stored before scheduling refused such programs (issue 41).
      const s = await insertSession(suite.ctx, {
        title: "Old mixed session",
        programs: ["FMEPGOLD", "FAFMEP"],
        start: new Date(Date.now() + 60 * MINUTE),
      });
      // FMEPGOLD's menu has no Live Sessions; FAFMEP without the FAGOLD or EDMPGOLD plan neither.
      const gold = await suite.ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      const plainFa = await suite.ctx.makeUser({ programs: ["FAFMEP"], steps: 3 });
      for (const user of [gold, plainFa]) {
        expect((await suite.ctx.api("GET", `/api/user/live/${s.id}/ics`, { token: user.token })).status).toBe(
          403,
        );
        expect((await suite.ctx.api("POST", "/api/user/live/feed", { token: user.token })).status).toBe(403);
      }
    });
  });

  describe("programs without Live Sessions (issue 41)", () => {
    it("refuses to schedule for them by name, changing nothing, and says how many learners were invited", async () => {
      const before = await suite.ctx.snapshot();
      const refused = await suite.ctx.api("POST", "/api/admin/live", {
        token: suite.admin.token,
        body: sessionBody(60, { programs: ["FAFMEP", "FMEPGOLD", "FMEPSILVER"] }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("validation_error");
      expect(fieldText(refused.body)).toBe(
        "body.programs: FMEP Gold, FMEP Silver have no Live Sessions page: their learners could not see the " +
          "session. Remove them.",
      );
      expect(await suite.ctx.snapshot()).toEqual(before);
      const moved = await schedule(suite.ctx, suite.admin.token, 60, { programs: ["IBEPGOLD"] });
      const edit = await suite.ctx.api("PATCH", `/api/admin/live/${moved.id}`, {
        token: suite.admin.token,
        body: { programs: ["IBEPGOLD", "FMEPGOLD"] },
      });
      expect(edit.status).toBe(400);
      expect(fieldText(edit.body)).toBe(
        "body.programs: FMEP Gold has no Live Sessions page: their learners could not see the session. Remove them.",
      );

      const a = await fafmepLearner(suite.ctx);
      const b = await ibepLearner(suite.ctx);
      const created = await suite.ctx.api("POST", "/api/admin/live", {
        token: suite.admin.token,
        body: sessionBody(90, { programs: ["FAFMEP", "IBEPGOLD"] }),
      });
      expect(created.status).toBe(200);
      const audience = await audienceOf(suite.ctx.db, ["FAFMEP", "IBEPGOLD"], new Date());
      expect(audience).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(created.body.invited).toBe(audience.length);
    });
  });

  describe("private calendar feed", () => {
    it("serves every session of the learner's programs without a login, cancelled ones as CANCELLED", async () => {
      const learner = await suite.ctx.makeUser({
        programs: [{ program: "FAFMEP", plan: "FAGOLD" }, "IBEPGOLD"],
        steps: 3,
      });
      const fa = await schedule(suite.ctx, suite.admin.token, 60, { title: "FA feed session" });
      const ib = await schedule(suite.ctx, suite.admin.token, 90, {
        title: "IB feed session",
        programs: ["IBEPGOLD"],
      });
      const ds = await schedule(suite.ctx, suite.admin.token, 90, {
        title: "DS only session",
        programs: ["DSGOLD"],
      });
      const gone = await schedule(suite.ctx, suite.admin.token, 100, { title: "Dropped feed session" });
      await suite.ctx.api("POST", `/api/admin/live/${gone.id}/cancel`, { token: suite.admin.token });

      expect((await suite.ctx.api("GET", "/api/user/live/feed", { token: learner.token })).body).toEqual({
        url: null,
        created_at: null,
      });
      const created = await suite.ctx.api("POST", "/api/user/live/feed", { token: learner.token });
      expect(created.status).toBe(200);
      const url = new URL(created.body.url as string);
      expect(url.pathname).toMatch(/^\/api\/live\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await suite.ctx.api("GET", "/api/user/live/feed", { token: learner.token })).body.url).toBe(
        created.body.url,
      );

      const feed = await suite.ctx.api("GET", url.pathname);
      expect(feed.status).toBe(200);
      expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const all = events(feed.body as string);
      const uid = (id: number) => `UID:live-session-${id}@fincareer`;
      const of = (id: number) => all.find((e) => e.includes(uid(id)));
      expect(of(fa.id)).toContain("STATUS:CONFIRMED");
      expect(of(ib.id)).toContain("SUMMARY:IB feed session");
      expect(of(gone.id)).toContain("STATUS:CANCELLED");
      expect(of(ds.id)).toBeUndefined();
      expect(feed.body).toContain("X-WR-CALNAME:FinCareer live sessions");
    });

    it("regenerating retires the old address and revoking makes the feed 404", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const first = new URL(
        (await suite.ctx.api("POST", "/api/user/live/feed", { token: learner.token })).body.url,
      );
      const second = new URL(
        (await suite.ctx.api("POST", "/api/user/live/feed", { token: learner.token })).body.url,
      );
      expect(second.pathname).not.toBe(first.pathname);
      expect((await suite.ctx.api("GET", first.pathname)).status).toBe(404);
      expect((await suite.ctx.api("GET", second.pathname)).status).toBe(200);
      const revoked = await suite.ctx.api("DELETE", "/api/user/live/feed", { token: learner.token });
      expect(revoked.body).toEqual({ ok: true });
      expect((await suite.ctx.api("GET", second.pathname)).status).toBe(404);
      expect(
        (await suite.ctx.api("GET", "/api/user/live/feed", { token: learner.token })).body.url,
      ).toBeNull();
    });

    it("builds the feed address from PUBLIC_URL, never from the Host or X-Forwarded-Host header (issue 39)", async () => {
      const learner = await fafmepLearner(suite.ctx);
      const forged = {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
      };
      const created = await suite.ctx.api("POST", "/api/user/live/feed", {
        token: learner.token,
        headers: forged,
      });
      const shown = await suite.ctx.api("GET", "/api/user/live/feed", {
        token: learner.token,
        headers: forged,
      });
      for (const url of [created.body.url as string, shown.body.url as string]) {
        expect(url).not.toContain("evil.example");
        expect(url.startsWith(`${suite.ctx.config.mail.publicUrl}/api/live/calendar/`)).toBe(true);
      }
    });

    it("answers 404 for an unknown token and 400 for a malformed one", async () => {
      expect((await suite.ctx.api("GET", `/api/live/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
      expect((await suite.ctx.api("GET", "/api/live/calendar/short.ics")).status).toBe(400);
      expect((await suite.ctx.api("GET", `/api/live/calendar/${"A".repeat(43)}`)).status).toBe(400);
    });

    it("keeps one learner's feed to their own programs", async () => {
      const ib = await ibepLearner(suite.ctx);
      const fa = await schedule(suite.ctx, suite.admin.token, 60, { title: "FA only, not for IB" });
      const url = new URL((await suite.ctx.api("POST", "/api/user/live/feed", { token: ib.token })).body.url);
      const feed = await suite.ctx.api("GET", url.pathname);
      expect(feed.body).not.toContain(`live-session-${fa.id}@`);
    });
  });
});
