import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MARKET_IMPORT_FIELD } from "@fincareer/domain/contract/market-import";
import type { MarketImportResult } from "@fincareer/domain/contract/market-import";
import { http } from "../../../lib/http.ts";
import { adminMarketKeys, scripKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/market/import (multipart field `file`): all rows or none (422's message lists the errors). */
export function importPrices(file: File): Promise<MarketImportResult> {
  const form = new FormData();
  form.append(MARKET_IMPORT_FIELD, file);
  return http<MarketImportResult>("/api/admin/market/import", { method: "POST", body: form });
}

/** Imports a file, then refreshes the imports list and every price the screens hold. */
export function useImportPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPrices,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMarketKeys.all }),
        queryClient.invalidateQueries({ queryKey: scripKeys.all }),
      ]);
    },
  });
}
