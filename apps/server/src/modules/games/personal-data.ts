// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "answers",
    table: "game_answers",
    match: (s) => sql`game_id in (select id from game_sessions where user_id = ${s.id})`,
    what: "Answers in the finance games",
    purpose: "Scoring the games",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "sessions",
    table: "game_sessions",
    what: "Game sessions and scores",
    purpose: "The games, their leaderboards and My progress",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "ecode",
    table: "ecode_permissions",
    match: (s) => sql`user_id = ${s.id} or granted_by = ${s.id}`,
    what: "E-code game permissions granted to the learner",
    purpose: "Opening the e-code games",
    retention: "Until erasure",
    erasure: "delete",
  },
];
