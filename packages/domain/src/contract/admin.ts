import { z } from "zod";
import { PLAN_COMMENTS, PROGRAM_NAMES, plansOf, programInfo } from "../programs.ts";
import { Email, IsoDate, PersonName } from "./common.ts";
import { NewPassword } from "./auth.ts";
import { personalPasswordProblem } from "../password.ts";
import { ResearchType, Role } from "./user.ts";

const Program = z.enum(PROGRAM_NAMES, { message: "Choose a program from the list" });

const ENROLMENT = {
  program: Program,
  plan: z.enum(PLAN_COMMENTS, { message: "Choose a plan from the list" }).nullable().optional(),
  start: IsoDate.optional(),
  end: IsoDate.optional(),
};

/** A plan must be one of the program's own (issue 41). */
function planOfProgram(body: { program: string; plan?: string | null }, ctx: z.RefinementCtx) {
  if (!body.plan || (plansOf(body.program) as readonly string[]).includes(body.plan)) return;
  const plans = plansOf(body.program);
  const name = programInfo(body.program)?.label ?? body.program;
  ctx.addIssue({
    code: "custom",
    path: ["plan"],
    message: plans.length
      ? `${body.plan} is not a plan of ${name}: choose ${plans.join(" or ")}, or none`
      : `${name} has no plans: leave the plan empty`,
  });
}

const Enrolment = z.object(ENROLMENT).superRefine(planOfProgram);

/**
 * POST /api/admin/users (CLI user:create). Without a password the account gets no usable one and the answer
 * carries a one-time link for the learner to set it.
 */
export const AdminCreateUserBody = z
  .object({
    name: PersonName,
    email: Email,
    password: NewPassword.optional(),
    /** Enrol the new learner at once (issue 41), in the same transaction. */
    enrol: Enrolment.optional(),
  })
  .superRefine((body, ctx) => {
    // Refinements run even when a field failed: only judge a password whose own checks passed.
    if (typeof body.password !== "string" || !NewPassword.safeParse(body.password).success) return;
    const problem = personalPasswordProblem(body.password, body);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;

/** POST /api/admin/enrolments (CLI user:enrol) */
export const AdminEnrolBody = z.object({ email: Email, ...ENROLMENT }).superRefine(planOfProgram);
export type AdminEnrolBody = z.infer<typeof AdminEnrolBody>;

/** PATCH /api/admin/users (CLI user:set) */
export const AdminSetUserBody = z.object({
  email: Email,
  program: Program.optional(),
  planned: z.string().trim().max(40).nullable().optional(),
  research_type: ResearchType.optional(),
  steps: z.number().int().min(0).max(3).optional(),
  BA: z.boolean().optional(),
  baibep: z.boolean().optional(),
});
export type AdminSetUserBody = z.infer<typeof AdminSetUserBody>;

/** POST /api/admin/users/admin (CLI user:admin [--revoke]): grants the admin role, or takes it back. */
export const AdminMakeAdminBody = z.object({ email: Email, revoke: z.boolean().optional() });

/** POST /api/admin/notify (CLI notify) */
export const AdminNotifyBody = z.object({ email: Email, message: z.string().trim().min(1).max(1000) });

/** POST /api/admin/seed (CLI seed) */
export const AdminSeedBody = z.object({ ifEmpty: z.boolean().optional() });
export const AdminSeedResponse = z.object({ seeded: z.boolean(), users: z.number().int() });

/** POST /api/admin/demo/remove: how many generated demo-cohort learners were deleted. */
export const DemoRemoveResponse = z.object({ removed: z.number().int() });
export type DemoRemoveResponse = z.infer<typeof DemoRemoveResponse>;

/** One user as the admin API shows it. */
export const AdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: Role,
  cprogram: z.string().nullable(),
  programs: z.array(z.string()),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = z.object({ users: z.array(AdminUser) });
