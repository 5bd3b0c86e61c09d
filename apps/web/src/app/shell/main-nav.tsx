import { useId } from "react";
import { Link } from "react-router";
import type { NavItem, NavKey } from "@fincareer/domain/navigation";
import classes from "./shell.module.css";

interface Props {
  items: NavItem[];
  active: NavKey | null;
  onNavigate?: () => void;
}

/** The top navigation: the domain's items as real links, the active tab marked with aria-current. */
export function MainNav({ items, active, onNavigate }: Props) {
  const badgeId = useId();
  return (
    <nav aria-label="Main" className={classes.nav}>
      <ul className={classes.navList}>
        {items.map((item) => {
          const isActive = item.key === active;
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
