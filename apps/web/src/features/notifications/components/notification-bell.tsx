import { ActionIcon, Indicator } from "@mantine/core";
import { useId, useState } from "react";
import type { ReactNode } from "react";
import { NOTIFICATION_LIMIT } from "@fincareer/domain/constants";
import { showNotificationBadge } from "@fincareer/domain/navigation";
import { BellIcon } from "../../../components/icons.tsx";
import { onDemand } from "../../../lib/on-demand.tsx";
import { useNotifications } from "../api/list-notifications.ts";
import { useMarkRead } from "../api/mark-read.ts";
import classes from "./notification-bell.module.css";

const Popup = onDemand(() => import("./notification-popup.tsx").then((m) => m.default));

/** The unread badge around the bell's button (the Popover's target sits inside it: notification-popup.tsx). */
export function BellBadge({
  count,
  shown,
  children,
}: {
  count: number;
  shown: boolean;
  children: ReactNode;
}) {
  return (
    <Indicator label={count > 99 ? "99+" : count} size={18} color="red" offset={6} disabled={!shown} inline>
      {children}
    </Indicator>
  );
}

/**
 * The bell (SPEC.md section 2): the latest NOTIFICATION_LIMIT items, an unread badge for NORMAL and FMEP users
 * that hides on click (marking everything read), and a link to all notifications. The dropdown's code comes on
 * first use (lib/on-demand.tsx, notification-popup.tsx).
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
  const [used, setUsed] = useState(false);
  const [hidden, setHidden] = useState(false);
  const countId = useId();
  const count = list.data?.count ?? 0;
  const showBadge = showNotificationBadge(program) && count > 0 && !hidden;

  const handleToggle = () => {
    const next = !opened;
    setUsed(true);
    setOpened(next);
    if (!next) return;
    setHidden(true);
    if (count > 0) {
      // The badge comes back only for notifications that arrive after this click.
      markRead.mutate("all", { onSuccess: () => setHidden(false) });
    }
  };

  const button = (
    <ActionIcon
      variant="subtle"
      size={40}
      radius="xl"
      className={classes.bell}
      data-tone={tone}
      aria-label="Notifications"
      aria-describedby={showBadge ? countId : undefined}
      onClick={handleToggle}
      onPointerEnter={Popup.preload}
      onFocus={Popup.preload}
    >
      <BellIcon size={22} />
    </ActionIcon>
  );

  return (
    <>
      {used ? (
        <Popup.Component
          opened={opened}
          onChange={setOpened}
          button={button}
          badge={{ count, shown: showBadge }}
          pending={list.isPending}
          items={(list.data?.notifications ?? []).slice(0, NOTIFICATION_LIMIT)}
          fallback={
            <BellBadge count={count} shown={showBadge}>
              {button}
            </BellBadge>
          }
        />
      ) : (
        <BellBadge count={count} shown={showBadge}>
          {button}
        </BellBadge>
      )}
      {showBadge && (
        <span id={countId} hidden>
          {count} unread
        </span>
      )}
    </>
  );
}
