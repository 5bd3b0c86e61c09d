import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useHolidays } from "../api/list-holidays.ts";

/**
 * The banner every admin page shows while the trading calendar does not cover the next 30 days (issue 38): from
 * then every weekday counts as a trading day until someone loads NSE's list. Nothing while covered, loading or
 * unreadable (the Market prices page says why).
 */
export function CalendarCoverageBanner() {
  const holidays = useHolidays();
  const warning = holidays.data?.coverage.warning;
  if (!warning) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title="The trading calendar runs out"
      radius={0}
      data-calendar-banner=""
    >
      <Text size="sm">
        {warning}{" "}
        <Anchor component={Link} to="/admin/market#trading-calendar" size="sm" fw={600}>
          Load the holiday list
        </Anchor>
      </Text>
    </Alert>
  );
}
