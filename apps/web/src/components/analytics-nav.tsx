import { Group } from "@mantine/core";
import { NavLink, useLocation } from "react-router";
import classes from "./analytics-nav.module.css";

/** The analytics pages, in display order. */
export const ANALYTICS_NAV: readonly { label: string; path: string }[] = [
  { label: "Overview", path: "/admin/analytics" },
  { label: "At risk", path: "/admin/analytics/at-risk" },
  { label: "Questions", path: "/admin/analytics/questions" },
  { label: "Raters", path: "/admin/analytics/raters" },
];

/** Sub-navigation between the analytics pages; the chosen program travels along in the address. */
export function AnalyticsNav() {
  const { search } = useLocation();
  const program = new URLSearchParams(search).get("program");
  const query = program ? `?program=${encodeURIComponent(program)}` : "";
  return (
    <nav aria-label="Analytics">
      <Group gap={4} className={classes.subNav} wrap="wrap">
        {ANALYTICS_NAV.map((item) => (
          <NavLink key={item.path} to={`${item.path}${query}`} end className={classes.subNavLink}>
            {item.label}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}
