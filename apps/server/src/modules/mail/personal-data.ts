// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "outbox",
    table: "outbox",
    columns: ["to_address", "data", "subject", "text_body", "html_body"],
    match: (s) => sql`user_id = ${s.id} or to_address = ${s.email}`,
    what: "Mails to the learner (and mails to others naming the learner)",
    purpose: "Sending mail",
    retention:
      "Text and data of a sent mail: MAIL_BODY_RETENTION_DAYS (default 90) days; the rest until erasure",
    erasure: "delete",
    scrub: ["to_address", "data", "subject", "text_body", "html_body", "last_error"],
  },
  {
    id: "eml",
    mailFolder: true,
    what: "Mails written as .eml files (DATA_DIR/mail) when no SMTP server is set",
    purpose: "Sending mail",
    retention: "MAIL_EML_RETENTION_DAYS (default 30) days, or until erasure",
    erasure: "delete",
  },
  {
    id: "opt_outs",
    table: "mail_opt_outs",
    what: "Kinds of mail the learner switched off",
    purpose: "Respecting the learner's mail choices",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "attachments",
    table: "mail_attachments",
    columns: ["content"],
    match: (s) =>
      sql`id in (select attachment_id from outbox where user_id = ${s.id} or to_address = ${s.email})`,
    what: "Attachments of the learner's mails (calendar invitations)",
    purpose: "Sending mail",
    retention: "As the mail",
    erasure: "keep",
    scrub: ["content"],
    legalBasis: "Shared by every mail of one event (no personal data once names are removed)",
  },
];
