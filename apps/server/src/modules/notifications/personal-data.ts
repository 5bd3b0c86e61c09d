// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "notifications",
    table: "notifications",
    columns: ["message"],
    what: "Messages in the learner's bell (and others' messages that name the learner)",
    purpose: "Telling the learner about grades, sessions and their account",
    retention: "Until erasure",
    erasure: "delete",
    scrub: ["message"],
  },
];
