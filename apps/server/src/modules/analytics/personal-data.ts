// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "events",
    table: "activity_events",
    what: "What the learner did and when (pages, lessons, submissions)",
    purpose: "Analytics for instructors (who has fallen behind) and My progress",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "weeks",
    table: "activity_weeks",
    what: "Weeks in which the learner was active",
    purpose: "Analytics",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "activity_summary",
    table: "learner_activity_summary",
    what: "The learner's activity totals",
    purpose: "Analytics",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "content_summary",
    table: "learner_content_summary",
    what: "Videos and quizzes done per track",
    purpose: "Analytics",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "research_summary",
    table: "learner_research_summary",
    what: "Research submitted and graded",
    purpose: "Analytics",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "game_summary",
    table: "learner_game_summary",
    what: "Games played",
    purpose: "Analytics",
    retention: "Until erasure",
    erasure: "delete",
  },
];
