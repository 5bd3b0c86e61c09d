import { Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { NOTIFICATIONS_PAGE_LIMIT } from "@fincareer/domain/first-data";
import { formatDateTime } from "@fincareer/domain/format";
import { useNotifications } from "../api/list-notifications.ts";
import { useMarkRead } from "../api/mark-read.ts";
import classes from "./notifications-page.module.css";
import { LoadError } from "../../../components/load-error.tsx";

/**
 * All notifications, newest first, with their dates and read state; each can be marked read, and one about something
 * (a live session, a graded item, an order) opens it.
 */
export default function NotificationsPage() {
  const list = useNotifications(NOTIFICATIONS_PAGE_LIMIT);
  const markRead = useMarkRead();
  const count = list.data?.count ?? 0;
  const items = list.data?.notifications ?? [];

  const handleMarkAll = () => markRead.mutate("all");

  return (
    <Container size="md" py="xl" w="100%">
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <div>
          <Title order={1} className={classes.title}>
            Notifications
          </Title>
          <Text c="dimmed" size="sm" mt={4} aria-live="polite">
            {list.isSuccess ? (count === 0 ? "You're all caught up." : `${count} unread`) : "\u00a0"}
          </Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/profile/notifications" variant="default">
            Email settings
          </Button>
          {/* Offered only with something unread: beside "You're all caught up" it would contradict it. */}
          {count > 0 && (
            <Button variant="light" onClick={handleMarkAll} loading={markRead.isPending}>
              Mark all as read
            </Button>
          )}
        </Group>
      </Group>

      {list.isPending && (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton h={72} />
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      )}

      {list.isError && (
        <LoadError title="Your notifications could not be loaded." onRetry={() => void list.refetch()} />
      )}

      {list.isSuccess && items.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No notifications yet</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Order fills, ratings, scores and session reminders will appear here.
          </Text>
        </Paper>
      )}

      {items.length > 0 && (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id} className={classes.item} data-unread={!item.read || undefined}>
              <div className={classes.body}>
                {item.link ? (
                  // A notice about something opens it (issue 41), and reading it marks it read.
                  <Link
                    to={item.link}
                    className={classes.messageLink}
                    onClick={() => {
                      if (!item.read) markRead.mutate(item.id);
                    }}
                  >
                    <Text component="span" className={classes.message}>
                      {item.message}
                    </Text>
                  </Link>
                ) : (
                  <Text className={classes.message}>{item.message}</Text>
                )}
                <Group gap="xs" mt={6}>
                  <Text size="xs" c="dimmed">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </Text>
                  {!item.read && (
                    <Badge size="xs" variant="light">
                      Unread
                    </Badge>
                  )}
                </Group>
              </div>
              {!item.read && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => markRead.mutate(item.id)}
                  disabled={markRead.isPending}
                >
                  Mark as read
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
