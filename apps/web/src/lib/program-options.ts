// Programs as admin screens offer them: by name, with the code (what the CLI, imports and the API use) secondary.
import { PROGRAM_NAMES, PROGRAMS, programInfo } from "@fincareer/domain/programs";

/** "FMEP Gold (FMEPGOLD)": a program's name with its code after it; an unknown code stays as it is. */
export function programOptionLabel(code: string): string {
  const info = programInfo(code);
  return info === undefined || info.label === code ? code : `${info.label} (${code})`;
}

/** Every program as a select option: the code as the value, the name first in the label. */
export const PROGRAM_OPTIONS: readonly { value: string; label: string }[] = PROGRAM_NAMES.map((name) => ({
  value: name,
  label: programOptionLabel(PROGRAMS[name].name),
}));
