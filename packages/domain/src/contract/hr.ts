// The sign-up questionnaire (/signup/step1) and its admin read-out.
import { z } from "zod";
import { HrAnswersSchema } from "../signup-questionnaire.ts";

const Answer = z.union([z.string(), z.array(z.string()), z.number()]);

/** PUT /api/user/hr: the learner's answers, validated against the question definitions. */
export const HrBody = z.object({ answers: HrAnswersSchema }).strict();
export type HrBody = z.infer<typeof HrBody>;

const Question = z.object({
  key: z.string(),
  block: z.string(),
  label: z.string(),
  required: z.boolean(),
  type: z.enum(["single", "multi", "year", "text", "institute"]),
  options: z.array(z.string()).optional(),
  max: z.number().optional(),
  min: z.number().optional(),
  maxLength: z.number().optional(),
});

/** GET /api/user/hr: blocks, questions, default answers, institutes and the saved answers (null until saved). */
export const HrResponse = z.object({
  blocks: z.array(z.object({ key: z.string(), title: z.string(), description: z.string() })),
  questions: z.array(Question),
  defaults: z.record(z.string(), Answer),
  institutes: z.array(z.string()),
  answers: z.record(z.string(), Answer).nullable(),
  submitted_at: z.string().nullable(),
});
export type HrResponse = z.infer<typeof HrResponse>;

/** PUT /api/user/hr answer. */
export const HrSaved = z.object({ answers: z.record(z.string(), Answer), submitted_at: z.string() });
export type HrSaved = z.infer<typeof HrSaved>;

/** GET /api/admin/hr query: search by name or email, newest first, paged. */
export const AdminHrQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** One learner's questionnaire as an admin sees it. */
export const AdminHrEntry = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  cprogram: z.string().nullable(),
  programs: z.array(z.string()),
  submitted_at: z.string(),
  answers: z.array(z.object({ key: z.string(), label: z.string(), answer: z.string() })),
});
export type AdminHrEntry = z.infer<typeof AdminHrEntry>;

/** GET /api/admin/hr */
export const AdminHrList = z.object({ entries: z.array(AdminHrEntry), total: z.number().int() });
export type AdminHrList = z.infer<typeof AdminHrList>;
