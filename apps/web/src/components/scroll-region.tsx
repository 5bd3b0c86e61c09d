import type { ReactNode } from "react";
import classes from "./scroll-region.module.css";

/**
 * A box that scrolls sideways on narrow screens (a wide table, a long formula): named and focusable, so a keyboard
 * user can reach it and scroll it with the arrow keys even when nothing inside it is focusable.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className === undefined ? classes.root : `${classes.root} ${className}`}
    >
      {children}
    </div>
  );
}
