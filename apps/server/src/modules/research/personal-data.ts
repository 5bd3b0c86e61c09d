// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "ratings_given",
    table: "research_ratings",
    columns: ["points", "data"],
    match: (s) => sql`rater_id = ${s.id}`,
    what: "Peer ratings the learner gave others' research",
    purpose: "Peer review, part of other learners' grades",
    retention: "Kept after erasure without the comments",
    erasure: "anonymise",
    anonymise: () => sql`data = '{}'`,
    legalBasis: "Part of other learners' grading records; the comments are removed",
  },
  {
    id: "assignments",
    table: "research_assignments",
    match: (s) => sql`rater_id = ${s.id}`,
    what: "Others' research the learner was asked to rate",
    purpose: "Peer review",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "ratings_received",
    table: "research_ratings",
    match: (s) => sql`research_id in (select id from research_items where user_id = ${s.id})`,
    what: "Peer ratings of the learner's own research",
    purpose: "The learner's grade",
    retention: "As the research item",
    erasure: "keep",
    legalBasis: "Part of the learner's grading record",
  },
  {
    id: "files",
    table: "research_items",
    columns: ["file_path", "file_name"],
    match: (s) => sql`user_id = ${s.id} and file_path is not null`,
    files: { column: "file_path", prefix: "research/" },
    what: "Uploaded research and project files (storage research/)",
    purpose: "Grading the learner's research",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "items",
    table: "research_items",
    columns: ["company", "text", "file_name", "admin_comment"],
    what: "Research and project submissions with their grades",
    purpose: "Teaching and grading",
    retention: "The work until erasure; the grade kept as a grading record",
    erasure: "anonymise",
    anonymise: () =>
      sql`text = '', company = '', file_name = null, file_path = null, file_type = null, file_size = null,
          admin_comment = null`,
    legalBasis:
      "Grading record (week, program, points) the institute keeps; the work and comments are removed",
  },
  {
    id: "graded_by",
    table: "research_items",
    columns: ["graded_by"],
    match: (s) => sql`graded_by = ${s.id}`,
    what: "Items an instructor graded (admins only)",
    purpose: "Who graded",
    retention: "As the item",
    erasure: "anonymise",
    anonymise: () => sql`graded_by = null`,
  },
];
