import { programInfo } from "@fincareer/domain/programs";

/** The display name of a program ("FMEP Gold"); unknown names show as stored. */
export function programLabel(name: string | null): string {
  if (name === null || name === "") return "No program";
  return programInfo(name)?.label ?? name;
}

/** The program's code when it differs from its display name ("FMEPGOLD" beside "FMEP Gold"), else null. */
export function programCode(name: string | null): string | null {
  if (name === null || name === "") return null;
  return programLabel(name) === name ? null : name;
}
