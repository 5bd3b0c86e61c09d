import { useEffect, useRef } from "react";
import { MAINTENANCE_TITLE, maintenanceLogText, maintenanceMessage } from "@fincareer/domain/constants";
import { ToolIcon } from "../../components/icons.tsx";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { addErrorLog } from "../../features/error-log/api/add-error-log.ts";
import classes from "./status-page.module.css";

// Programme named in the error log when nobody is signed in (a public screen such as /login failed).
const NO_PROGRAMME = "none";

/**
 * Shown when a screen fails to load (SPEC.md section 8). On display it logs '{service} service error in
 * {programme}' once; a failing log call is ignored.
 */
export function MaintenancePage({ service }: { service: string }) {
  const user = useCurrentUser();
  const logged = useRef(false);
  const userId = user?.user_id ?? null;
  const programme = user?.cprogram ?? NO_PROGRAMME;

  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    void addErrorLog({ user_id: userId, error: maintenanceLogText(service, programme) });
  }, [service, programme, userId]);

  const handleRetry = () => window.location.reload();

  return (
    <section className={classes.root} aria-labelledby="maintenance-title">
      <div className={classes.icon}>
        <ToolIcon size={32} />
      </div>
      <h1 id="maintenance-title" className={classes.title}>
        {MAINTENANCE_TITLE}
      </h1>
      <p className={classes.text}>{maintenanceMessage(service)}</p>
      <button type="button" className={classes.button} onClick={handleRetry}>
        Try again
      </button>
    </section>
  );
}
