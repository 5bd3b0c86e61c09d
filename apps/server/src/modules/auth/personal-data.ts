// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "sessions",
    table: "login_sessions",
    columns: ["start_time", "ended_at"],
    what: "Each login's start and end",
    purpose: "Security: the token of each login, logging out, ending other sessions",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "reset_tokens",
    table: "password_reset_tokens",
    columns: ["token_hash", "created_by"],
    match: (s) => sql`user_id = ${s.id}`,
    exportOmit: ["token_hash"],
    what: "Set-password and reset links (only their hash)",
    purpose: "Letting the learner set a password",
    retention: "Until used or expired; erased with the account",
    erasure: "delete",
  },
  {
    id: "reset_tokens_issued",
    table: "password_reset_tokens",
    columns: ["created_by"],
    match: (s) => sql`created_by = ${s.id}`,
    exportOmit: ["token_hash"],
    what: "Links an admin issued for others (admins only)",
    purpose: "Who issued a link",
    retention: "As the link",
    erasure: "anonymise",
    anonymise: () => sql`created_by = null`,
  },
];
