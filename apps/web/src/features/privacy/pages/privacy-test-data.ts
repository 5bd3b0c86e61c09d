// What the privacy screens' tests serve (issue 43): the grievance officer, the published notice (the real default
// text) and a request as the API answers it, overridden where a test is about something else.
import type { NoticeResponse, PrivacyRequest } from "@fincareer/domain/contract/privacy";
import { DEFAULT_NOTICE } from "@fincareer/domain/privacy-notice";

export const CONTACT: NoticeResponse["contact"] = {
  name: "Radhika Menon, Grievance Officer",
  email: "privacy@fincareer.example",
  phone: "+91 22 4000 1234",
  response_days: 30,
  board_url: "https://www.dpboard.gov.in",
};

/** Version 1 of the notice, as GET /api/privacy/notice answers it. */
export const NOTICE: NoticeResponse = {
  version: 1,
  published_at: "2026-11-01T00:00:00.000Z",
  notice: DEFAULT_NOTICE,
  contact: CONTACT,
};

/** A request of Asha's (an export being prepared unless overridden). */
export function privacyRequest(overrides: Partial<PrivacyRequest>): PrivacyRequest {
  return {
    id: 11,
    user_id: 7,
    user_label: "Asha Rao <asha@example.in>",
    kind: "access",
    state: "preparing",
    origin: "learner",
    field: null,
    value: null,
    message: "",
    response: null,
    created_at: "2026-11-28T05:00:00.000Z",
    due_at: "2026-12-28T05:00:00.000Z",
    scheduled_for: null,
    resolved_at: null,
    step: null,
    download_path: null,
    download_expires_at: null,
    ...overrides,
  };
}
