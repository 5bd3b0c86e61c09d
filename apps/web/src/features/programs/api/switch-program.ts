import { useMutation } from "@tanstack/react-query";
import type { SelectProgramBody, SelectProgramResponse } from "@fincareer/domain/contract/select-program";
import { http } from "../../../lib/http.ts";

/** POST /api/selectprogram/switch: makes another of the learner's programs the current one. */
export function switchProgram(body: SelectProgramBody): Promise<SelectProgramResponse> {
  return http<SelectProgramResponse>("/api/selectprogram/switch", { method: "POST", body });
}

/** Switches the current program (the caller refreshes user data and navigates). */
export function useSwitchProgram() {
  return useMutation({
    mutationFn: switchProgram,
    // SPEC.md section 8: a failing switch is logged to the console only.
    onError: (error) => console.error("program switch failed", error),
  });
}
