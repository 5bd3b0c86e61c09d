import { ClockIcon } from "../../components/icons.tsx";
import classes from "./status-page.module.css";

/** Body of a screen that a later release builds; names the screen and says nothing else. */
export function ComingSoonPage({ screen }: { screen: string }) {
  return (
    <section className={classes.root} aria-labelledby="coming-soon-title">
      <div className={classes.icon}>
        <ClockIcon size={32} />
      </div>
      <h1 id="coming-soon-title" className={classes.title}>
        {screen}
      </h1>
      <p className={classes.text}>The {screen} screen is coming soon.</p>
    </section>
  );
}
