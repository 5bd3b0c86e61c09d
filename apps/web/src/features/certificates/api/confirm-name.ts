import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyCertificatesResponse } from "@fincareer/domain/contract/certificates";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/** POST /api/certificates/name: confirms, once, the name my certificates carry. */
export function confirmName(name: string): Promise<MyCertificatesResponse> {
  return http<MyCertificatesResponse>("/api/certificates/name", { method: "POST", body: { name } });
}

/** Confirms the name; the answer (with a certificate issued on the way) replaces the cached one. */
export function useConfirmName(program: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmName,
    onSuccess: (data) => queryClient.setQueryData(certificateKeys.mine(program), data),
  });
}
