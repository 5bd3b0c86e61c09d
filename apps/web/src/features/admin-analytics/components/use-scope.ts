import { createElement } from "react";
import type { ReactNode } from "react";
import type { SetURLSearchParams } from "react-router";
import { ScopePicker } from "./scope-picker.tsx";

/** The program analytics open on when none is chosen. */
export const DEFAULT_PROGRAM = "FMEPGOLD";

/** The chosen program and cohort, kept in the address (?program=&cohort=) so a link or reload keeps them. */
export function useScope(params: URLSearchParams, setParams: SetURLSearchParams) {
  const program = params.get("program") ?? DEFAULT_PROGRAM;
  const cohort = params.get("cohort");
  const choose = (next: { program: string; cohort: string | null }) => {
    const p = new URLSearchParams({ program: next.program });
    if (next.cohort) p.set("cohort", next.cohort);
    setParams(p, { replace: true });
  };
  /** The picker; months given show the cohort select too. */
  const picker = (cohorts?: readonly string[]): ReactNode =>
    createElement(ScopePicker, { program, cohort, cohorts, onChange: choose });
  return { program, cohort, picker };
}
