import type { IbepDoneResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** GET /api/games/ibepdone: finishes the IBEP set in progress. */
export function getIbepDone(): Promise<IbepDoneResponse> {
  return http<IbepDoneResponse>("/api/games/ibepdone");
}
