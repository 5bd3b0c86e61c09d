import { useSearchParams } from "react-router";
import { PROGRAM_NAMES } from "@fincareer/domain/programs";

/** The program an admin report shows, kept in ?program= so the address can be shared; a default when absent. */
export function useProgramParam(fallback = "FMEPGOLD"): [string, (program: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("program") ?? "";
  const program = (PROGRAM_NAMES as readonly string[]).includes(asked) ? asked : fallback;
  return [program, (next) => setParams({ program: next })];
}
