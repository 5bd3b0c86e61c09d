import type { StartGameResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";

/** GET /api/games/start_game/{game}: starts (or resumes) a set and returns its id. */
export function startGame(game: "g1" | "g2" | "ecode"): Promise<StartGameResponse> {
  return http<StartGameResponse>(`/api/games/start_game/${game}`);
}
