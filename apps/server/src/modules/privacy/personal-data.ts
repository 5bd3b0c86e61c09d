// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased like every other's.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "consents",
    table: "privacy_consents",
    columns: ["notice_version", "purpose", "granted", "at"],
    what: "The notice versions the learner accepted and each optional purpose given or withdrawn, with the time",
    purpose: "Proof of consent and of its withdrawal (DPDP Act section 6)",
    retention: "Kept after erasure (it names no one once the account is anonymised)",
    erasure: "keep",
    legalBasis: "DPDP Act 2023 s. 6(10): the institute must be able to prove the consent it relied on",
  },
  {
    id: "exports",
    table: "privacy_requests",
    columns: ["export_key"],
    match: (s) => sql`user_id = ${s.id} and export_key is not null`,
    files: { column: "export_key", prefix: "" },
    what: "Data exports prepared for the learner (storage privacy-exports/)",
    purpose: "Giving the learner a copy of their data",
    retention: "7 days after it is ready, or until erasure",
    erasure: "delete",
  },
  {
    id: "requests",
    table: "privacy_requests",
    columns: ["value", "message", "response"],
    what: "The learner's data requests (access, correction, erasure, grievance) and their answers",
    purpose: "Answering the requests within the stated time",
    retention: "Kept after erasure without the texts, as the record that the request was answered",
    erasure: "anonymise",
    anonymise: () =>
      sql`value = null, message = '', response = null, export_key = null, download_expires_at = null`,
    scrub: ["value", "message", "response"],
    legalBasis: "Record that a data principal's request was received and answered (DPDP Rules 2025, rule 14)",
    late: true,
  },
  {
    id: "notices_published",
    table: "privacy_notices",
    columns: ["published_by"],
    match: (s) => sql`published_by = ${s.id}`,
    what: "Notice versions an admin published (admins only)",
    purpose: "Who published the notice",
    retention: "As the notice",
    erasure: "anonymise",
    anonymise: () => sql`published_by = null`,
  },
];
