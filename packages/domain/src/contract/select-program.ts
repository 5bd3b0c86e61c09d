import { z } from "zod";
import { PROGRAM_NAMES } from "../programs.ts";

/** POST /api/selectprogram/Done and /api/selectprogram/switch: selection is one of the user's programs. */
export const SelectProgramBody = z.object({
  selection: z.enum(PROGRAM_NAMES, { message: "Choose a program from the list" }),
});
export type SelectProgramBody = z.infer<typeof SelectProgramBody>;
export const SelectProgramResponse = z.object({ cprogram: z.string(), redirect: z.string() });
export type SelectProgramResponse = z.infer<typeof SelectProgramResponse>;
