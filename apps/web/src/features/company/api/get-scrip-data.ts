import { useQuery } from "@tanstack/react-query";
import type { ScripData } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";

/** GET /api/scrips/data/{id}: key data, the learner's holding and watch flag (body kept whole). */
export function getScripData(id: number): Promise<ScripData> {
  return http<ScripData>(`/api/scrips/data/${id}`);
}

/** A company's key data. */
export function useScripData(id: number | null) {
  return useQuery({
    queryKey: scripKeys.data(id ?? 0),
    queryFn: () => getScripData(id ?? 0),
    enabled: id !== null,
  });
}
