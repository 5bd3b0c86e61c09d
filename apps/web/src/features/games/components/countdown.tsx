import { useEffect, useState } from "react";
import classes from "./games.module.css";

/** mm:ss left until `deadline` (ms since epoch); calls onEnd once when it reaches zero. */
export function Countdown({ deadline, onEnd }: { deadline: number; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onEnd();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000 - ((deadline - Date.now()) % 1000 || 0));
    return () => window.clearTimeout(timer);
  }, [left, deadline, onEnd, now]);
  const mm = String(Math.floor(left / 60)).padStart(2, "0");
  const ss = String(left % 60).padStart(2, "0");
  return (
    <span
      className={classes.timer}
      data-low={left <= 60}
      role="timer"
      aria-label={`Time left ${mm} minutes ${ss} seconds`}
    >
      {mm}:{ss}
    </span>
  );
}
