// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "reminders",
    table: "live_reminders",
    what: "Which live-session reminders were sent to the learner",
    purpose: "Sending each reminder once",
    retention: "Until erasure",
    erasure: "delete",
  },
  {
    id: "calendar_feed",
    table: "live_calendar_feeds",
    exportOmit: ["token"],
    what: "The learner's private calendar feed link",
    purpose: "Live sessions in the learner's calendar app",
    retention: "Until erasure",
    erasure: "delete",
  },
];
