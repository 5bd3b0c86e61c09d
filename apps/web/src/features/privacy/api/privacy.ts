// The privacy API (issue 43): the public notice, the learner's consent and requests (/api/privacy) and the admins'
// data map, requests and notice (/api/admin/privacy).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminNewRequestBody,
  AdminPrivacy,
  ConsentBody,
  DecideBody,
  MyPrivacy,
  NewRequestBody,
  NoticeBody,
  NoticeResponse,
  OptionalPurpose,
  PrivacyRequest,
} from "@fincareer/domain/contract/privacy";
import { downloadFile } from "../../../lib/download-file.ts";
import { http } from "../../../lib/http.ts";
import { privacyKeys } from "../../../lib/query-keys.ts";

/** The current notice (no login needed). */
export function useNotice() {
  return useQuery({
    queryKey: privacyKeys.notice(),
    queryFn: () => http<NoticeResponse>("/api/privacy/notice", { auth: "optional" }),
    staleTime: 5 * 60_000,
  });
}

/** My consent and requests. */
export function useMyPrivacy(enabled = true) {
  return useQuery({
    queryKey: privacyKeys.mine(),
    queryFn: () => http<MyPrivacy>("/api/privacy/me"),
    enabled,
  });
}

/** A mutation whose answer is the learner's privacy state. */
function useMineMutation<T>(call: (body: T) => Promise<MyPrivacy>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(privacyKeys.mine(), data),
  });
}

/** Accept the notice with the chosen optional purposes. */
export const useConsent = () =>
  useMineMutation((body: ConsentBody) => http<MyPrivacy>("/api/privacy/consent", { method: "POST", body }));

/** Give or withdraw one purpose. */
export const useSetPurpose = () =>
  useMineMutation(({ purpose, granted }: { purpose: OptionalPurpose; granted: boolean }) =>
    http<MyPrivacy>(`/api/privacy/consent/${purpose}`, { method: "PUT", body: { granted } }),
  );

/** A new request (access, correction, erasure, grievance). */
export const useNewRequest = () =>
  useMineMutation((body: NewRequestBody) =>
    http<MyPrivacy>("/api/privacy/requests", { method: "POST", body }),
  );

/** Cancel one of my requests. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http<PrivacyRequest>(`/api/privacy/requests/${id}/cancel`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine() }),
  });
}

/** Saves an export zip. */
export const downloadExport = (path: string, id: number) => downloadFile(path, `my-data-${id}.zip`);

/** The admin page's data. */
export function useAdminPrivacy() {
  return useQuery({ queryKey: privacyKeys.admin(), queryFn: () => http<AdminPrivacy>("/api/admin/privacy") });
}

function useAdminMutation<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}

/** Publish a new notice version. */
export const usePublishNotice = () =>
  useAdminMutation((body: NoticeBody) =>
    http<NoticeResponse>("/api/admin/privacy/notice", { method: "POST", body }),
  );

/** Approve or refuse a correction, answer a grievance. */
export const useDecide = () =>
  useAdminMutation(({ id, ...body }: DecideBody & { id: number }) =>
    http<PrivacyRequest>(`/api/admin/privacy/requests/${id}/decide`, { method: "POST", body }),
  );

/** Cancel a request (an erasure in its notice period). */
export const useAdminCancel = () =>
  useAdminMutation((id: number) =>
    http<PrivacyRequest>(`/api/admin/privacy/requests/${id}/cancel`, { method: "POST" }),
  );

/** File a request on a learner's behalf. */
export const useAdminRequest = () =>
  useAdminMutation((body: AdminNewRequestBody) =>
    http<PrivacyRequest>("/api/admin/privacy/requests", { method: "POST", body }),
  );

/** Download a learner's export (admin). */
export const downloadAdminExport = (id: number) =>
  downloadFile(`/api/admin/privacy/requests/${id}/download`, `learner-data-${id}.zip`);
