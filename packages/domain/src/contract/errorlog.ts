import { z } from "zod";

/** POST /api/errorlog/add */
export const ErrorLogBody = z.object({
  user_id: z.number().int().nullable().optional(),
  error: z.string().trim().min(1, "error is required").max(4000),
});
export type ErrorLogBody = z.infer<typeof ErrorLogBody>;
