import { useQuery } from "@tanstack/react-query";
import type { ScripData } from "@fincareer/domain/contract/market";
import { http } from "../../../lib/http.ts";
import { scripKeys } from "../../../lib/query-keys.ts";

/** GET /api/scrips/data/{id}: the order ticket reads the quote and the learner's holding in the company. */
export function getScripQuote(id: number): Promise<ScripData> {
  return http<ScripData>(`/api/scrips/data/${id}`);
}

/** The company's data (shared cache entry with the company screen); idle until a company is picked. */
export function useScripQuote(id: number | null) {
  return useQuery({
    queryKey: scripKeys.data(id ?? 0),
    queryFn: () => getScripQuote(id ?? 0),
    enabled: id !== null,
  });
}
