import { useQuery } from "@tanstack/react-query";
import type { MyCertificatesResponse } from "@fincareer/domain/contract/certificates";
import { apiPaths } from "@fincareer/domain/first-data";
import { http } from "../../../lib/http.ts";
import { certificateKeys } from "./keys.ts";

/**
 * GET /api/certificates/mine: the current program's rules against my work, my certificate (the server checks the
 * rules on the way and issues or queues it when they are met), my confirmed name and all my certificates.
 */
export function getMyCertificates(): Promise<MyCertificatesResponse> {
  return http<MyCertificatesResponse>(apiPaths.myCertificates());
}

/** My certificates; keyed by program so a program switch reloads them. */
export function useMyCertificates(program: string | null) {
  return useQuery({ queryKey: certificateKeys.mine(program), queryFn: getMyCertificates });
}
