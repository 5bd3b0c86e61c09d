import { z } from "zod";
import { ELIGIBILITY_CALLS } from "../programs.ts";

/** A program enrolment (SPEC.md section 3 "Program entry"). Dates are yyyy-mm-dd or null. */
export const ProgramEntry = z.object({
  id: z.number().int(),
  program_name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  resume_date: z.string().nullable(),
  comment: z.string().nullable().describe("plan variant, e.g. FAGOLD, EDMPGOLD, BAEXCELBASIC"),
});
export type ProgramEntry = z.infer<typeof ProgramEntry>;

export const ResearchType = z.enum(["OLD", "NEW"]);
export type ResearchType = z.infer<typeof ResearchType>;

export const Role = z.enum(["learner", "admin"]);
export type Role = z.infer<typeof Role>;

/** GET /api/user/info (SPEC.md section 3 "User info"). */
export const UserInfo = z.object({
  user_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: Role,
  photo: z.string().nullable(),
  planned: z.string().nullable().describe("plan code, e.g. ivep or p199"),
  cprogram: z.string().nullable().describe("current program name"),
  program: z.array(ProgramEntry),
  post_signup_steps: z.number().int(),
  BA: z.boolean(),
  baibep: z.boolean(),
  research_type: ResearchType,
});
export type UserInfo = z.infer<typeof UserInfo>;

/** GET /api/user/usersession: when the current login session started. */
export const UserSession = z.object({ start_time: z.string().describe("ISO timestamp (UTC)") });
export type UserSession = z.infer<typeof UserSession>;

/** POST /api/user/signup_step */
export const SignupStepBody = z.object({
  step: z.number().int().min(0).max(3, "step must be between 0 and 3"),
});
export const SignupStepResponse = z.object({ post_signup_steps: z.number().int() });

/** GET /api/user/conditions: val is true while the current program's enrolment is active (not ended). */
export const ConditionsResponse = z.object({ val: z.boolean() });

/** GET /api/user/renewid: what the renewal-activation page needs. */
export const RenewIdResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  program: z.string().nullable(),
  status: z.enum(["active", "expired", "none"]),
  end_date: z.string().nullable(),
});
export type RenewIdResponse = z.infer<typeof RenewIdResponse>;

/** POST /api/user/verify-token */
export const VerifyTokenBody = z.object({ token: z.string().min(1, "token is required").max(4096) });
export const VerifyTokenResponse = z.object({
  isValid: z.boolean(),
  clientHash: z.string().nullable().describe("hash of the web build the server serves"),
});
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>;

/** A scheduled live session (GET /api/user/live). */
export const LiveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  programs: z.array(z.string()),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  join_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  timing: z.string().describe("'<title> on <dd/mm/yyyy h:mm am/pm>'"),
});
export type LiveSession = z.infer<typeof LiveSession>;
export const LiveResponse = z.object({
  sessions: z.array(LiveSession),
  upcoming: z.boolean().describe("true when any session for the current program is dated today or later"),
});
export type LiveResponse = z.infer<typeof LiveResponse>;

/** GET /api/user/<x>eligible: number of case projects passed in that program family. */
export const EligibilityParams = z.object({ call: z.enum(ELIGIBILITY_CALLS) });
export const EligibilityResponse = z.object({ eligible: z.number().int().min(0) });
export type EligibilityResponse = z.infer<typeof EligibilityResponse>;
