import { LOADING_TEXT } from "@fincareer/domain/constants";
import classes from "./loading-fallback.module.css";

/** The 'Loading...' text shown while a lazily loaded screen arrives (SPEC.md section 2). */
export function LoadingFallback() {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      {LOADING_TEXT}
    </div>
  );
}
