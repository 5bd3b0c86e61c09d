import { Popover, Text } from "@mantine/core";
import { useId } from "react";
import type { ReactElement } from "react";
import { Link } from "react-router";
import type { NotificationListResponse } from "@fincareer/domain/contract/notifications";
import { formatDateTime } from "@fincareer/domain/format";
import { BellBadge } from "./notification-bell.tsx";
import classes from "./notification-bell.module.css";

/**
 * The bell's dropdown (notification-bell.tsx keeps the state and the badge): the latest items and a link to all
 * notifications. Loaded on the first click, which has already opened it.
 */
export default function NotificationPopup({
  opened,
  onChange,
  button,
  badge,
  pending,
  items,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  button: ReactElement;
  badge: { count: number; shown: boolean };
  pending: boolean;
  items: NotificationListResponse["notifications"];
}) {
  const headingId = useId();
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={340}
      shadow="lg"
      trapFocus
      returnFocus
    >
      {/* The Target's child gets aria-expanded/aria-haspopup, so it must be the button, not the badge's div. */}
      <BellBadge count={badge.count} shown={badge.shown}>
        <Popover.Target>{button}</Popover.Target>
      </BellBadge>
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <div className={classes.header}>
          <Text fw={700} size="sm" id={headingId}>
            Latest notifications
          </Text>
        </div>
        {pending && (
          <Text size="sm" c="dimmed" className={classes.empty}>
            Loading...
          </Text>
        )}
        {!pending && items.length === 0 && (
          <Text size="sm" c="dimmed" className={classes.empty}>
            No notifications yet.
          </Text>
        )}
        {items.length > 0 && (
          // It scrolls past a few items: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable).
          <ul className={classes.list} tabIndex={0} aria-label="Your notifications">
            {items.map((item) => (
              <li key={item.id} className={classes.item} data-unread={!item.read || undefined}>
                {item.link ? (
                  // A notice about something opens it (issue 41).
                  <Link to={item.link} className={classes.itemLink} onClick={() => onChange(false)}>
                    <Text size="sm" component="span" className={classes.message}>
                      {item.message}
                    </Text>
                  </Link>
                ) : (
                  <Text size="sm" className={classes.message}>
                    {item.message}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Link to="/notifications" className={classes.all} onClick={() => onChange(false)}>
          All notifications
        </Link>
      </Popover.Dropdown>
    </Popover>
  );
}
