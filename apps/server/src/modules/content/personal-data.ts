// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import { sql } from "drizzle-orm";
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "answers",
    table: "content_answers",
    what: "Answers to the questions in videos",
    purpose: "Quizzes and progress",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "progress",
    table: "content_progress",
    what: "How far the learner watched each video",
    purpose: "Progress and resuming videos",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "video-jobs",
    table: "video_jobs",
    columns: ["created_by"],
    match: (s) => sql`created_by = ${s.id}`,
    what: "Which staff account uploaded a video for transcoding (learners upload none)",
    purpose: "Showing the uploader the job's progress, retrying and cancelling it",
    retention: "As long as the video's job is kept",
    erasure: "anonymise",
    anonymise: () => sql`created_by = null`,
  },
];
