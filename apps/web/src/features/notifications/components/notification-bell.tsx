import { ActionIcon, Indicator, Popover, Text } from "@mantine/core";
import { useId, useState } from "react";
import { Link } from "react-router";
import { NOTIFICATION_LIMIT } from "@fincareer/domain/constants";
import { formatDateTime } from "@fincareer/domain/format";
import { showNotificationBadge } from "@fincareer/domain/navigation";
import { BellIcon } from "../../../components/icons.tsx";
import { useNotifications } from "../api/list-notifications.ts";
import { useMarkRead } from "../api/mark-read.ts";
import classes from "./notification-bell.module.css";

/**
 * The bell (SPEC.md section 2): the latest NOTIFICATION_LIMIT items, an unread badge for NORMAL and FMEP users
 * that hides on click (marking everything read), and a link to all notifications.
 */
export function NotificationBell({
  program,
  tone = "light",
}: {
  program: string | null;
  tone?: "light" | "dark";
}) {
  const list = useNotifications(NOTIFICATION_LIMIT);
  const markRead = useMarkRead();
  const [opened, setOpened] = useState(false);
  const [hidden, setHidden] = useState(false);
  const countId = useId();
  const headingId = useId();
  const count = list.data?.count ?? 0;
  const items = (list.data?.notifications ?? []).slice(0, NOTIFICATION_LIMIT);
  const showBadge = showNotificationBadge(program) && count > 0 && !hidden;

  const handleToggle = () => {
    const next = !opened;
    setOpened(next);
    if (!next) return;
    setHidden(true);
    if (count > 0) {
      // The badge comes back only for notifications that arrive after this click.
      markRead.mutate("all", { onSuccess: () => setHidden(false) });
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="lg"
      trapFocus
      returnFocus
    >
      {/* The Target's child gets aria-expanded/aria-haspopup, so it must be the button, not the badge's div. */}
      <Indicator
        label={count > 99 ? "99+" : count}
        size={18}
        color="red"
        offset={6}
        disabled={!showBadge}
        inline
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size={40}
            radius="xl"
            className={classes.bell}
            data-tone={tone}
            aria-label="Notifications"
            aria-describedby={showBadge ? countId : undefined}
            onClick={handleToggle}
          >
            <BellIcon size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {showBadge && (
        <span id={countId} hidden>
          {count} unread
        </span>
      )}
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <div className={classes.header}>
          <Text fw={700} size="sm" id={headingId}>
            Latest notifications
          </Text>
        </div>
        {list.isPending && (
          <Text size="sm" c="dimmed" className={classes.empty}>
            Loading...
          </Text>
        )}
        {!list.isPending && items.length === 0 && (
          <Text size="sm" c="dimmed" className={classes.empty}>
            No notifications yet.
          </Text>
        )}
        {items.length > 0 && (
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.id} className={classes.item} data-unread={!item.read || undefined}>
                <Text size="sm" className={classes.message}>
                  {item.message}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Link to="/notifications" className={classes.all} onClick={() => setOpened(false)}>
          All notifications
        </Link>
      </Popover.Dropdown>
    </Popover>
  );
}
