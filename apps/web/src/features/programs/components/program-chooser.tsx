import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { chooserVisible } from "@fincareer/domain/access";
import { CHOOSER_WINDOW_MS } from "@fincareer/domain/constants";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { programHome, startedPrograms } from "@fincareer/domain/programs";
import type { ProgramName } from "@fincareer/domain/programs";
import { todayInIndia } from "../../../lib/dates.ts";
import { userKeys } from "../../../lib/query-keys.ts";
import { useUserSession } from "../api/get-user-session.ts";
import { useSelectProgram } from "../api/select-program.ts";
import type { ProgramChangeState } from "../hooks/use-program-switch.ts";
import { onDemand } from "../../../lib/on-demand.tsx";

const Dialog = onDemand(() => import("./program-chooser-dialog.tsx").then((m) => m.default));

// Remembers, per login session, that the chooser was answered, so a reload inside the minute does not reopen it.
const DONE_KEY = "fincareer.chooser.done";

function readDone(): string | null {
  try {
    return window.sessionStorage.getItem(DONE_KEY);
  } catch {
    return null;
  }
}

function writeDone(sessionStart: string): void {
  try {
    window.sessionStorage.setItem(DONE_KEY, sessionStart);
  } catch {
    // Without storage the chooser can reopen on a reload within its minute; harmless.
  }
}

/**
 * The first-visit chooser (SPEC.md sections 2 and 4): open while chooserVisible() holds for the login session's
 * start, closes when a program is picked or its minute passes. Picking lands on the program's home with the
 * Portfolio tab active for FMEP.
 */
export function ProgramChooser({ user }: { user: UserInfo }) {
  const [now, setNow] = useState(() => new Date());
  const [doneFor, setDoneFor] = useState<string | null>(readDone);
  const started = startedPrograms(user.program, todayInIndia(now));
  const session = useUserSession({ enabled: started.length > 1 });
  const sessionStart = session.data?.start_time ?? null;
  const select = useSelectProgram();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const open =
    sessionStart !== null &&
    doneFor !== sessionStart &&
    chooserVisible({ sessionStart, now, startedProgramCount: started.length });
  // Once shown the dialog stays mounted, so closing plays Modal's transition.
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);

  // Re-evaluate when the window ends, so the modal closes by itself.
  useEffect(() => {
    if (!open || sessionStart === null) return;
    const closesAt = new Date(sessionStart).getTime() + CHOOSER_WINDOW_MS;
    const timer = window.setTimeout(() => setNow(new Date()), Math.max(0, closesAt - Date.now()) + 25);
    return () => window.clearTimeout(timer);
  }, [open, sessionStart]);

  const handlePick = async (selection: ProgramName) => {
    if (select.isPending || sessionStart === null) return;
    try {
      const result = await select.mutateAsync({ selection });
      writeDone(sessionStart);
      setDoneFor(sessionStart);
      queryClient.setQueryData<UserInfo>(userKeys.info(), (old) =>
        old === undefined ? old : { ...old, cprogram: result.cprogram },
      );
      await queryClient.invalidateQueries({ queryKey: userKeys.info() });
      // A pick always "changes" the program for activeTab(), so FMEP lands with Portfolio active (SPEC.md s. 4).
      const previous = user.cprogram === selection ? "" : (user.cprogram ?? "");
      const state: ProgramChangeState = { previousProgram: previous };
      await navigate(programHome(selection), { state });
    } catch {
      // Logged by the mutation (SPEC.md section 8: console only); the chooser stays open to try again.
    }
  };

  const startedIds = new Set(started.map((p) => p.id));
  if (!open && !shown) return null;
  return (
    <Dialog.Component
      opened={open}
      user={user}
      startedIds={startedIds}
      pending={select.isPending}
      onPick={(selection) => void handlePick(selection)}
      fallback={null}
    />
  );
}
