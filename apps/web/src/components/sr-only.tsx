import type { ReactNode } from "react";
import classes from "./sr-only.module.css";

/** Text for assistive technology only: part of an element's name from its content, never shown. */
export function SrOnly({ children }: { children: ReactNode }) {
  return <span className={classes.srOnly}>{children}</span>;
}
