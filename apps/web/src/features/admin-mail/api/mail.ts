import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MailDetail,
  MailListResponse,
  MailNewLinkResponse,
  MailState,
} from "@fincareer/domain/contract/mail";
import { http } from "../../../lib/http.ts";
import { adminMailKeys } from "../../../lib/query-keys.ts";

/** Mails per page of /admin/mail. */
export const MAIL_PER_PAGE = 25;

/** GET /api/admin/mail: one page of the outbox, newest first, optionally one state. */
export function listMail(state: MailState | null, page: number): Promise<MailListResponse> {
  const params = new URLSearchParams({
    limit: String(MAIL_PER_PAGE),
    offset: String((page - 1) * MAIL_PER_PAGE),
  });
  if (state) params.set("state", state);
  return http<MailListResponse>(`/api/admin/mail?${params.toString()}`);
}

/** The outbox page. */
export function useMailList(state: MailState | null, page: number) {
  return useQuery({
    queryKey: adminMailKeys.list({ state, page }),
    queryFn: () => listMail(state, page),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/mail/{id}: one mail with its plain text (id null: nothing open). */
export function useMail(id: number | null) {
  return useQuery({
    queryKey: adminMailKeys.detail(id ?? 0),
    queryFn: () => http<MailDetail>(`/api/admin/mail/${id}`),
    enabled: id !== null,
  });
}

/** POST /api/admin/mail/{id}/new-link: mails the learner of a welcome or reset mail a new set-password link. */
export function useSendNewLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http<MailNewLinkResponse>(`/api/admin/mail/${id}/new-link`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminMailKeys.all }),
  });
}
