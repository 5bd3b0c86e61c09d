import { useMutation } from "@tanstack/react-query";
import type { SelectProgramBody, SelectProgramResponse } from "@fincareer/domain/contract/select-program";
import { http } from "../../../lib/http.ts";

/** POST /api/selectprogram/Done: the program picked in the first-visit chooser. */
export function selectProgram(body: SelectProgramBody): Promise<SelectProgramResponse> {
  return http<SelectProgramResponse>("/api/selectprogram/Done", { method: "POST", body });
}

/** Picks the program to start with (the caller refreshes user data and navigates). */
export function useSelectProgram() {
  return useMutation({
    mutationFn: selectProgram,
    // SPEC.md section 8: a failing selection is logged to the console only.
    onError: (error) => console.error("program selection failed", error),
  });
}
