// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "certificates",
    table: "certificates",
    columns: ["name", "code", "program", "issued_at"],
    what: "Certificates with the name printed on them",
    purpose: "Proof of completion that employers can verify",
    retention: "Kept after erasure without the name",
    erasure: "anonymise",
    anonymise: () => sql`name = ${"Erased learner"}, reason = null`,
    legalBasis:
      "Record of an issued academic certificate (program, code, date) the institute must be able to confirm",
  },
  {
    id: "certificate_name",
    table: "certificate_names",
    columns: ["name"],
    what: "The legal name the learner confirmed for certificates",
    purpose: "Printing certificates",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "rules_by",
    table: "certificate_rules",
    columns: ["updated_by"],
    match: (s) => sql`updated_by = ${s.id}`,
    what: "Completion rules an admin last changed (admins only)",
    purpose: "Who set the rules",
    retention: "As the rules",
    erasure: "anonymise",
    anonymise: () => sql`updated_by = null`,
  },
  {
    id: "issued_by",
    table: "certificates",
    columns: ["issued_by"],
    match: (s) => sql`issued_by = ${s.id}`,
    what: "Certificates an admin issued (admins only)",
    purpose: "Who issued",
    retention: "As the certificate",
    erasure: "anonymise",
    anonymise: () => sql`issued_by = null`,
  },
  {
    id: "names_changed_by",
    table: "certificate_names",
    columns: ["changed_by"],
    match: (s) => sql`changed_by = ${s.id}`,
    what: "Names an admin corrected (admins only)",
    purpose: "Who corrected",
    retention: "As the name",
    erasure: "anonymise",
    anonymise: () => sql`changed_by = null`,
  },
];
