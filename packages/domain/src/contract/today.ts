// GET /api/progress/today (issue 41): what the learner's home suggests for today, each item a link on the page.
import { z } from "zod";

export const TodayResponse = z.object({
  program: z.string().nullable(),
  lesson: z
    .object({ id: z.number().int(), title: z.string(), module: z.string() })
    .nullable()
    .describe("the first video of the main track not finished (null without Resource or when all are done)"),
  due: z
    .object({
      kind: z.enum(["research", "project"]),
      week: z.number().int(),
      deadline: z.string().describe("ISO time the open week closes"),
      submitted: z.boolean(),
    })
    .nullable()
    .describe("the open research or project week (null without one or without the menu item)"),
  live: z
    .object({ id: z.number().int(), title: z.string(), start_time: z.string(), live_now: z.boolean() })
    .nullable()
    .describe("the next live session of the program not yet ended (null without Live Sessions)"),
});
export type TodayResponse = z.infer<typeof TodayResponse>;
