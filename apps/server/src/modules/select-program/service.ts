// Picking (first-visit chooser, "Done") or switching the current program (SPEC.md section 4).
import { eq } from "drizzle-orm";
import { formatDate } from "@fincareer/domain/format";
import { programHome, startedPrograms } from "@fincareer/domain/programs";
import type { SelectProgramResponse } from "@fincareer/domain/contract/select-program";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { forbidden } from "../../lib/errors.ts";
import { todayIst } from "../../lib/dates.ts";
import { enrolmentsOf } from "../../platform/enrolments.ts";

/** Creates the program-selection service. */
export function createSelectProgramService(deps: {
  db: Db;
  onProgramChange?: (userId: number) => Promise<void>;
}) {
  const { db, onProgramChange } = deps;

  return {
    /** Makes `selection` the current program; `done` also closes the first-visit chooser for good. */
    async select(
      userId: number,
      selection: string,
      options: { done: boolean; now?: Date },
    ): Promise<SelectProgramResponse> {
      const now = options.now ?? new Date();
      const result = await db.transaction(async (tx) => {
        const entry = (await enrolmentsOf(tx, userId)).find((e) => e.programName === selection);
        if (!entry) throw forbidden(`you are not enrolled in ${selection}`, "not_enrolled");
        if (startedPrograms([{ start_date: entry.startDate }], todayIst(now)).length === 0) {
          const when = entry.startDate ? `starts on ${formatDate(entry.startDate)}` : "has no start date yet";
          throw forbidden(`${selection} ${when}`, "not_started");
        }
        await tx
          .update(users)
          .set(options.done ? { cprogram: selection, chooserDoneAt: now } : { cprogram: selection })
          .where(eq(users.id, userId));
        return { cprogram: selection, redirect: programHome(selection) };
      });
      await onProgramChange?.(userId);
      return result;
    },
  };
}

/** The program-selection service's interface. */
export type SelectProgramService = ReturnType<typeof createSelectProgramService>;
