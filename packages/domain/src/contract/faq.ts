// FAQs (/faq for learners, edited by admins in /admin).
import { z } from "zod";
import { FAQ_CATEGORIES } from "../constants.ts";
import { FAMILIES } from "../programs.ts";
import { noControlCharacters } from "./common.ts";

/** A FAQ as a learner reads it; `answer` is Markdown (rendered without raw HTML). */
export const Faq = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof Faq>;

/** GET /api/faq: the FAQs of the learner's program family (and those for every family). */
export const FaqList = z.object({ faqs: z.array(Faq) });
export type FaqList = z.infer<typeof FaqList>;

// The categories live in constants.ts (the learner's FAQ page needs them, not zod).
export { FAQ_CATEGORIES };

/** POST/PUT /api/admin/faq body. `families` empty = every family. */
export const FaqBody = z
  .object({
    category: z.enum(FAQ_CATEGORIES, { error: "Choose a category from the list" }),
    question: z
      .string()
      .trim()
      .min(5, "Write the question (at least 5 characters)")
      .max(200)
      .refine(...noControlCharacters("Question")),
    answer: z
      .string()
      .trim()
      .min(5, "Write the answer (at least 5 characters)")
      .max(5000)
      .refine(...noControlCharacters("Answer", true)),
    families: z.array(z.enum(FAMILIES)).max(FAMILIES.length).default([]),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type FaqBody = z.infer<typeof FaqBody>;

/** A FAQ as an admin edits it. */
export const AdminFaq = Faq.extend({
  families: z.array(z.string()),
  position: z.number().int(),
  updated_at: z.string(),
});
export type AdminFaq = z.infer<typeof AdminFaq>;

/** GET /api/admin/faq */
export const AdminFaqList = z.object({ faqs: z.array(AdminFaq) });
