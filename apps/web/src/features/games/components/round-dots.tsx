import classes from "./games.module.css";

/** A round as the progress dots show it: won, lost, the one being played, or still to play. */
export type RoundState = "win" | "loss" | "current" | "pending";

/** The state of one round: `won` is null until the round is answered. */
export function roundState(won: boolean | null, isCurrent: boolean): RoundState {
  if (won !== null) return won ? "win" : "loss";
  return isCurrent ? "current" : "pending";
}

/** One dot per round: won, lost, the current one, or still to play. */
export function RoundDots({ states, label }: { states: RoundState[]; label: string }) {
  return (
    <div className={classes.progress} role="img" aria-label={label}>
      {states.map((s, i) => (
        <span key={i} className={classes.dot} data-state={s} />
      ))}
    </div>
  );
}
