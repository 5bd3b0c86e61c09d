// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "turns",
    table: "interview_turns",
    columns: ["answer"],
    match: (s) => sql`interview_id in (select id from interviews where user_id = ${s.id})`,
    what: "The learner's spoken or typed interview answers",
    purpose: "The AI mock interview and its feedback",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "interviews",
    table: "interviews",
    columns: ["report"],
    what: "Mock interviews with their reports",
    purpose: "The AI mock interview",
    retention: "Until erasure",
    erasure: "delete",
  },
];
