// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "account",
    table: "users",
    columns: ["email", "name", "photo", "planned", "cprogram"],
    match: (s) => sql`id = ${s.id}`,
    exportOmit: ["password_hash"],
    what: "Name, email, password hash, profile photo, chosen program and plan",
    purpose: "The account: logging in, naming the learner to instructors, mails about the account",
    retention: "Until erasure (on request, or 3 years after the last enrolment ended)",
    erasure: "anonymise",
    anonymise: (s) =>
      sql`email = ${`erased-${s.id}@erased.invalid`}, name = ${"Erased learner"}, password_hash = '!erased',
          photo = null, planned = null, deactivated_at = coalesce(deactivated_at, now())`,
    legalBasis:
      "The row stays (with no name, email or password) so that kept grading records still point to an account",
    late: true,
  },
  {
    id: "photo",
    table: "users",
    columns: ["photo"],
    match: (s) => sql`id = ${s.id} and photo is not null`,
    files: { column: "photo", prefix: "userProfile/" },
    what: "Profile photo (storage userProfile/)",
    purpose: "Shown on the learner's profile and to instructors",
    retention: "Until replaced or erased",
    erasure: "delete",
  },
  {
    id: "profile",
    table: "user_profiles",
    columns: ["headline", "city", "phone", "linkedin_url", "education", "colleges", "university", "skills"],
    what: "Edit Profile: headline, city, phone, LinkedIn, education, colleges, skills, risk appetite",
    purpose: "The learner's profile and placement support",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "questionnaire",
    table: "hr_answers",
    columns: ["answers"],
    what: "The sign-up questionnaire's answers (college, year, goals)",
    purpose: "Placing the learner in a program",
    retention: "Until erasure",
    erasure: "delete",
  },
];
