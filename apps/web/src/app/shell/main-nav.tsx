import { useId } from "react";
import { Link, useLocation } from "react-router";
import { normalizePath } from "@fincareer/domain/access";
import type { NavItem, NavKey } from "@fincareer/domain/navigation";
import classes from "./shell.module.css";

interface Props {
  items: NavItem[];
  active: NavKey | null;
  onNavigate?: () => void;
  /** The landmark's name: "Main" for the top navigation, another name for a second list. */
  label?: string;
}

/** The top navigation: the domain's items as real links, the active tab marked with aria-current. */
export function MainNav({ items, active, onNavigate, label = "Main" }: Props) {
  const badgeId = useId();
  const path = normalizePath(useLocation().pathname);
  return (
    <nav aria-label={label} className={classes.nav}>
      <ul className={classes.navList}>
        {items.map((item) => {
          // Several notes pages can be listed: only the one open is current.
          const isActive = item.key === active && (item.key !== "notes" || normalizePath(item.path) === path);
          const hasBadge = item.badge !== undefined && item.badge > 0;
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                className={classes.navLink}
                data-active={isActive || undefined}
                aria-current={isActive ? "page" : undefined}
                aria-describedby={hasBadge ? `${badgeId}-${item.key}` : undefined}
                onClick={onNavigate}
              >
                {item.label}
                {hasBadge && (
                  <span className={classes.navBadge} aria-hidden="true">
                    {item.badge}
                  </span>
                )}
              </Link>
              {hasBadge && (
                <span id={`${badgeId}-${item.key}`} hidden>
                  {item.key === "liveSessions" ? "Upcoming session" : `${item.badge} new`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
