import { Link, useLocation } from "react-router";
import { CompassIcon } from "../../components/icons.tsx";
import classes from "./status-page.module.css";

/** The 404 page for an address no screen has. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={classes.root} aria-labelledby="not-found-title">
      <div className={classes.icon}>
        <CompassIcon size={32} />
      </div>
      <h1 id="not-found-title" className={classes.title}>
        Page not found
      </h1>
      <p className={classes.text}>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={classes.button}>
        Go to my home page
      </Link>
    </section>
  );
}
