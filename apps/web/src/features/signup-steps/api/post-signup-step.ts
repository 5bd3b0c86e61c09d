import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { SignupStepResponse } from "@fincareer/domain/contract/user";
import { http } from "../../../lib/http.ts";
import { userKeys } from "../../../lib/query-keys.ts";

export type SignupStepResult = z.infer<typeof SignupStepResponse>;

/** POST /api/user/signup_step: records that the learner finished sign-up step `step`. */
export function postSignupStep(step: number): Promise<SignupStepResult> {
  return http<SignupStepResult>("/api/user/signup_step", { method: "POST", body: { step } });
}

/** Finishes a sign-up step and refreshes the user info (post_signup_steps drives the redirects). */
export function usePostSignupStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSignupStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.info() }),
  });
}
