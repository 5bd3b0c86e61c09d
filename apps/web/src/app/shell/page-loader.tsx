import { Loader } from "@mantine/core";
import classes from "./shell.module.css";

/** Full-page overlay while the session is checked and the user info loads. */
export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-live="polite">
      <Loader color="brand" size="lg" aria-hidden="true" />
      <span className={classes.loaderText}>Loading your account...</span>
    </div>
  );
}
