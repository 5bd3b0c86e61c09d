import { useQuery } from "@tanstack/react-query";
import type { EcodeQuestionsResponse } from "@fincareer/domain/contract/games";
import { http } from "../../../lib/http.ts";
import { gamesKeys } from "../../../lib/query-keys.ts";

/** GET /api/games/ecode/questions: the questions of the attempt in progress. */
export function getEcodeQuestions(): Promise<EcodeQuestionsResponse> {
  return http<EcodeQuestionsResponse>("/api/games/ecode/questions");
}

/** The ecode questions being answered. */
export function useEcodeQuestions() {
  return useQuery({
    queryKey: gamesKeys.ecodeQuestions(),
    queryFn: getEcodeQuestions,
    staleTime: Infinity,
    retry: false,
  });
}
