// The personal data this module stores (platform/privacy.ts; issue 43): exported and erased by the privacy module.
import type { PersonalDataItem } from "../../platform/privacy.ts";

export const personalData: readonly PersonalDataItem[] = [
  {
    id: "client_errors",
    table: "error_logs",
    columns: ["error"],
    what: "Errors the learner's browser reported",
    purpose: "Fixing faults",
    retention: "Until erasure",
    erasure: "delete",
    scrub: ["error"],
  },
];
