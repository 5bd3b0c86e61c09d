import { z } from "zod";
import { AdminUser } from "./admin.ts";
import { ProgramEntry } from "./user.ts";

/** POST /api/admin/enrolments: the user after enrolment and the enrolment written (created or updated). */
export const AdminEnrolResponse = z.object({
  user: AdminUser,
  enrolment: ProgramEntry,
  created: z.boolean(),
});
export type AdminEnrolResponse = z.infer<typeof AdminEnrolResponse>;

/** POST /api/admin/notify: the stored notification's id (it is also pushed live as `pupdate`). */
export const AdminNotifyResponse = z.object({ ok: z.literal(true), id: z.number().int() });
export type AdminNotifyResponse = z.infer<typeof AdminNotifyResponse>;
