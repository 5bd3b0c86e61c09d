import classes from "./games.module.css";

/** One dot per round: won, lost, the current one, or still to play. */
export function RoundDots({
  states,
  label,
}: {
  states: ("win" | "loss" | "current" | "todo")[];
  label: string;
}) {
  return (
    <div className={classes.progress} role="img" aria-label={label}>
      {states.map((s, i) => (
        <span key={i} className={classes.dot} data-state={s} />
      ))}
    </div>
  );
}
