// API contract of live sessions: the instructor's schedule (/api/admin/live), the learner's calendar files and
// private feed (/api/user/live/...). GET /api/user/live itself keeps its contract in contract/user.ts.
import { z } from "zod";
import { LIVE_MAX_MINUTES, LIVE_MIN_MINUTES, LIVE_TITLE_MAX, isHttpLink } from "../live.ts";
import { liveSessionReach } from "../navigation.ts";
import { PROGRAM_NAMES, programInfo } from "../programs.ts";
import { MAX_ID, NumberInput, noControlCharacters } from "./common.ts";
import { LiveSession } from "./user.ts";

const LINK_MAX = 2000;

const Title = z
  .string()
  .trim()
  .min(3, "Enter a title of at least 3 characters")
  .max(LIVE_TITLE_MAX, `Shorten the title to ${LIVE_TITLE_MAX} characters or fewer`)
  .refine(...noControlCharacters("Title"));

/** The chosen programs whose learners never have Live Sessions in their menu (SPEC.md section 2). */
export function programsWithoutLive(programs: readonly string[]): string[] {
  return programs.filter((p) => liveSessionReach(p) === "none");
}

const Programs = z
  .array(z.enum(PROGRAM_NAMES, { message: "Choose programs from the list" }))
  .min(1, "Choose at least one program")
  .max(PROGRAM_NAMES.length)
  .transform((list) => [...new Set(list)])
  // Refused rather than left out (docs/decisions.md): their learners could not open the session they were sent.
  .refine((list) => programsWithoutLive(list).length === 0, {
    error: (issue) => {
      const none = programsWithoutLive(issue.input as string[]).map((p) => programInfo(p)?.label ?? p);
      return (
        `${none.join(", ")} ${none.length === 1 ? "has" : "have"} no Live Sessions page: ` +
        "their learners could not see the session. Remove them."
      );
    },
  });

/** An ISO 8601 moment with its offset (Z or +05:30); a bare local time would be ambiguous. */
const StartTime = z.iso.datetime({
  offset: true,
  error: "Enter the start date and time",
});

const Minutes = NumberInput("Length in minutes").pipe(
  z
    .number()
    .int("Enter the length in whole minutes")
    .min(LIVE_MIN_MINUTES, `Enter a length from ${LIVE_MIN_MINUTES} to ${LIVE_MAX_MINUTES} minutes`)
    .max(LIVE_MAX_MINUTES, `Enter a length from ${LIVE_MIN_MINUTES} to ${LIVE_MAX_MINUTES} minutes`),
);

/** An absolute http(s) link (meeting or recording). */
export const HttpLink = (label: string) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}, e.g. https://meet.example.com/room` })
    .trim()
    .max(LINK_MAX, `Shorten the ${label.toLowerCase()} to ${LINK_MAX} characters or fewer`)
    .refine(
      isHttpLink,
      `Enter the ${label.toLowerCase()} as a full web address, e.g. https://meet.example.com/room`,
    );

/** True when an ISO start time lies after `now` (the rule for new and moved sessions). */
export function isFutureStart(startTime: string, now: Date = new Date()): boolean {
  return new Date(startTime).getTime() > now.getTime();
}

/** POST /api/admin/live (CLI live:create): start in the future, 15-480 minutes, known programs, http(s) link. */
export const LiveCreateBody = z.object({
  title: Title,
  programs: Programs,
  start_time: StartTime.refine((s) => isFutureStart(s), "Choose a start in the future"),
  duration_minutes: Minutes,
  join_url: HttpLink("Join link"),
});
export type LiveCreateBody = z.infer<typeof LiveCreateBody>;

/**
 * PATCH /api/admin/live/{id}: any subset. A changed start_time must be in the future (checked by the service
 * against the stored one, so re-sending an unchanged past start with a recording link is fine).
 */
export const LiveUpdateBody = z
  .object({
    title: Title.optional(),
    programs: Programs.optional(),
    start_time: StartTime.optional(),
    duration_minutes: Minutes.optional(),
    join_url: HttpLink("Join link").optional(),
    recording_url: HttpLink("Recording link").nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Change at least one field");
export type LiveUpdateBody = z.infer<typeof LiveUpdateBody>;

export const LiveIdParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`),
});

/** A session as the instructor sees it: the learner's fields (LiveSession) plus its state and audience. */
export const AdminLiveSession = LiveSession.extend({
  status: z.enum(["scheduled", "live", "ended", "cancelled"]),
  cancelled_at: z.string().nullable(),
  reminded: z.number().int().describe("learners who got a reminder of this session"),
});
export type AdminLiveSession = z.infer<typeof AdminLiveSession>;

/** POST /api/admin/live: the new session and how many learners it was sent to. */
export const AdminLiveCreated = AdminLiveSession.extend({
  invited: z.number().int().describe("learners invited (a mail and a notification each)"),
});
export type AdminLiveCreated = z.infer<typeof AdminLiveCreated>;

/** GET /api/admin/live (CLI live:list): upcoming first (soonest first), then past and cancelled (latest first). */
export const AdminLiveList = z.object({ sessions: z.array(AdminLiveSession) });
export type AdminLiveList = z.infer<typeof AdminLiveList>;

/** POST /api/admin/live/{id}/cancel: an optional reason, added to the notice learners get. */
export const LiveCancelBody = z
  .object({ reason: z.string().trim().max(300, "reason must have at most 300 characters").optional() })
  .nullish();
export type LiveCancelBody = z.infer<typeof LiveCancelBody>;

/** POST /api/admin/live/{id}/cancel: the session, and how many learners were told. */
export const AdminLiveCancelResponse = z.object({ session: AdminLiveSession, notified: z.number().int() });
export type AdminLiveCancelResponse = z.infer<typeof AdminLiveCancelResponse>;

/** GET/POST /api/user/live/feed: the learner's private calendar subscription address (null when none). */
export const LiveFeedResponse = z.object({
  url: z.string().nullable().describe("secret subscription address; anyone holding it can read the calendar"),
  created_at: z.string().nullable(),
});
export type LiveFeedResponse = z.infer<typeof LiveFeedResponse>;

/** GET /api/live/calendar/{token}: the token is 43 base64url characters. */
export const LiveFeedTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, "not a calendar feed address"),
});
