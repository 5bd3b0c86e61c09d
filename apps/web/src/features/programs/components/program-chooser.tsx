import { Modal, Text, UnstyledButton } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { chooserVisible } from "@fincareer/domain/access";
import { CHOOSER_TITLE, CHOOSER_WINDOW_MS } from "@fincareer/domain/constants";
import type { ProgramEntry, UserInfo } from "@fincareer/domain/contract/user";
import { formatDate } from "@fincareer/domain/format";
import { isProgramName, programHome, startedPrograms } from "@fincareer/domain/programs";
import type { ProgramName } from "@fincareer/domain/programs";
import { todayInIndia } from "../../../lib/dates.ts";
import { userKeys } from "../../../lib/query-keys.ts";
import { useUserSession } from "../api/get-user-session.ts";
import { useSelectProgram } from "../api/select-program.ts";
import type { ProgramChangeState } from "../hooks/use-program-switch.ts";
import { programCode, programLabel } from "./program-label.ts";
import classes from "./program-chooser.module.css";

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

function dates(entry: ProgramEntry): string {
  const start = entry.start_date === null ? "not scheduled" : formatDate(entry.start_date);
  const end = entry.end_date === null ? "open-ended" : formatDate(entry.end_date);
  return `${start} to ${end}`;
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

  return (
    <Modal
      opened={open}
      onClose={() => undefined}
      title={CHOOSER_TITLE}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      classNames={{ title: classes.title }}
    >
      <Text size="sm" c="dimmed" mb="md">
        You are enrolled in more than one program. Pick the one to open now; you can switch at any time from
        the program menu.
      </Text>
      <ul className={classes.list}>
        {user.program.map((entry) => {
          const name = entry.program_name;
          const available = startedIds.has(entry.id) && isProgramName(name);
          return (
            <li key={entry.id}>
              <UnstyledButton
                className={classes.option}
                disabled={!available || select.isPending}
                onClick={() => {
                  if (isProgramName(name)) void handlePick(name);
                }}
              >
                <span className={classes.name}>
                  {programLabel(name)}
                  {programCode(name) !== null && <span className={classes.code}>{programCode(name)}</span>}
                </span>
                <span className={classes.dates}>{dates(entry)}</span>
                {!available && <span className={classes.note}>Not started yet</span>}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
