// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "audit",
    table: "audit_log",
    columns: ["actor", "target", "details"],
    match: (s) => sql`target_user_id = ${s.id} or actor_id = ${s.id}`,
    what: "Audit entries of changes to the learner's account and of the learner's own requests",
    purpose: "Processing log: who did what to whose data (DPDP Rules 2025 ask for at least a year)",
    retention: "At least one year; kept after erasure without identifiers",
    erasure: "keep",
    scrub: ["actor", "target", "details"],
    legalBasis:
      "DPDP Rules 2025: logs of processing kept for at least one year; names, emails and phones removed",
  },
];
