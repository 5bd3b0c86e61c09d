// API contract of live sessions: the instructor's schedule (/api/admin/live), the learner's calendar files and
// private feed (/api/user/live/...). GET /api/user/live itself keeps its contract in contract/user.ts.
import { z } from "zod";
import { LIVE_MAX_MINUTES, LIVE_MIN_MINUTES, LIVE_TITLE_MAX, isHttpLink } from "../live.ts";
import { PROGRAM_NAMES } from "../programs.ts";
import { MAX_ID, NumberInput, noControlCharacters } from "./common.ts";

const LINK_MAX = 2000;

const Title = z
  .string()
  .trim()
  .min(3, "title must have at least 3 characters")
  .max(LIVE_TITLE_MAX, `title must have at most ${LIVE_TITLE_MAX} characters`)
  .refine(...noControlCharacters("Title"));

const Programs = z
  .array(z.enum(PROGRAM_NAMES, { message: "programs must be known program names, e.g. FAFMEP, IBEPGOLD" }))
  .min(1, "programs must name at least one program")
  .max(PROGRAM_NAMES.length)
  .transform((list) => [...new Set(list)]);

/** An ISO 8601 moment with its offset (Z or +05:30); a bare local time would be ambiguous. */
const StartTime = z.iso.datetime({
  offset: true,
  message: "start_time must be an ISO time with an offset, e.g. 2026-12-01T10:00:00Z",
});

const Minutes = NumberInput("duration_minutes").pipe(
  z
    .number()
    .int("duration_minutes must be whole minutes")
    .min(LIVE_MIN_MINUTES, `duration_minutes must be between ${LIVE_MIN_MINUTES} and ${LIVE_MAX_MINUTES}`)
    .max(LIVE_MAX_MINUTES, `duration_minutes must be between ${LIVE_MIN_MINUTES} and ${LIVE_MAX_MINUTES}`),
);

/** An absolute http(s) link (meeting or recording). */
export const HttpLink = (name: string) =>
  z
    .string()
    .trim()
    .max(LINK_MAX, `${name} is too long`)
    .refine(isHttpLink, `${name} must be an http(s) link, e.g. https://meet.example.com/room`);

/** True when an ISO start time lies after `now` (the rule for new and moved sessions). */
export function isFutureStart(startTime: string, now: Date = new Date()): boolean {
  return new Date(startTime).getTime() > now.getTime();
}

/** POST /api/admin/live (CLI live:create): start in the future, 15-480 minutes, known programs, http(s) link. */
export const LiveCreateBody = z.object({
  title: Title,
  programs: Programs,
  start_time: StartTime.refine((s) => isFutureStart(s), "start_time must be in the future"),
  duration_minutes: Minutes,
  join_url: HttpLink("join_url"),
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
    join_url: HttpLink("join_url").optional(),
    recording_url: HttpLink("recording_url").nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "send at least one field to change");
export type LiveUpdateBody = z.infer<typeof LiveUpdateBody>;

export const LiveIdParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, `must be at most ${MAX_ID}`),
});

/** A session as the instructor sees it: the learner's fields plus its state and audience. */
export const AdminLiveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  programs: z.array(z.string()),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  join_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  timing: z.string(),
  status: z.enum(["scheduled", "live", "ended", "cancelled"]),
  cancelled_at: z.string().nullable(),
  reminded: z.number().int().describe("learners who got a reminder of this session"),
});
export type AdminLiveSession = z.infer<typeof AdminLiveSession>;

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
