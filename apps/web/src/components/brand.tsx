import { LogoMark } from "./icons.tsx";
import classes from "./brand.module.css";

/** The product name with its mark; `tone` picks the text colour for light or dark backgrounds. */
export function Brand({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className={classes.brand} data-tone={tone}>
      <LogoMark tone={tone} />
      <span className={classes.name}>
        Fin<span className={classes.accent}>Career</span>
      </span>
    </span>
  );
}
