// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "enrolments",
    table: "program_enrolments",
    columns: ["program_name", "start_date", "end_date", "comment"],
    what: "Programs the learner is enrolled in, with dates and plan",
    purpose: "Giving access to the program's lessons and tools",
    retention: "Until erasure; the retention sweep counts from the last end date",
    erasure: "delete",
  },
];
