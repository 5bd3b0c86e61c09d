import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ConditionsResponse } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";
import { apiPaths } from "@fincareer/domain/first-data";

/** `val` is true while the current program's enrolment is active (not ended). */
export type Conditions = z.infer<typeof ConditionsResponse>;

/** GET /api/user/conditions. */
export function getConditions(): Promise<Conditions> {
  return http<Conditions>(apiPaths.conditions());
}

/** The enrolment condition of the current program (rechecked after a program switch). */
export function conditionsQuery(program: string | null) {
  return queryOptions({
    queryKey: userKeys.conditions(program),
    queryFn: getConditions,
    staleTime: 5 * 60_000,
  });
}

/** The enrolment condition, while the learner has a program. */
export function useConditions(program: string | null, options: { enabled: boolean }) {
  return useQuery({ ...conditionsQuery(program), enabled: options.enabled });
}
