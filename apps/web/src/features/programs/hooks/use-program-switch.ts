import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { UserInfo } from "@fincareer/domain/contract/user";
import type { ProgramName } from "@fincareer/domain/programs";
import { userKeys } from "../../../lib/query-keys.ts";
import { useSwitchProgram } from "../api/switch-program.ts";

/** Router state a program pick or switch leaves behind; activeTab() reads previousProgram from it. */
export interface ProgramChangeState {
  previousProgram: string;
}

/**
 * Switches to another of the learner's programs (switcher, Go to IBEP / Go to BA): POST switch, put the new
 * cprogram into the cached user info at once (so the redirect guard does not judge the new page by the old
 * program), refresh user data, then go where the server says.
 */
export function useProgramSwitch(currentProgram: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useSwitchProgram();

  const handleSwitch = async (selection: ProgramName) => {
    if (selection === currentProgram || mutation.isPending) return;
    try {
      const result = await mutation.mutateAsync({ selection });
      queryClient.setQueryData<UserInfo>(userKeys.info(), (old) =>
        old === undefined ? old : { ...old, cprogram: result.cprogram },
      );
      // live sessions and conditions are keyed by program, so only the user info needs a refresh.
      await queryClient.invalidateQueries({ queryKey: userKeys.info() });
      const state: ProgramChangeState = { previousProgram: currentProgram ?? "" };
      await navigate(result.redirect, { state });
    } catch {
      // Logged by the mutation (SPEC.md section 8: console only).
    }
  };

  return { switchTo: handleSwitch, isSwitching: mutation.isPending };
}
