import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { MAIL_CATEGORY_LABELS, unsubscribeTokenParts } from "@fincareer/domain/contract/mail";
import { PublicCard, publicCardTitle } from "../../../components/public-card.tsx";
import { useUnsubscribe } from "../api/unsubscribe.ts";

/**
 * /unsubscribe?token=...: the page a mail's unsubscribe link opens. Opening it changes nothing (mail scanners open
 * links); the button does, with no login. Mail clients with one-click unsubscribe skip this page (RFC 8058).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const parts = unsubscribeTokenParts(token);
  const unsubscribe = useUnsubscribe();
  const label = parts ? MAIL_CATEGORY_LABELS[parts.category].label.toLowerCase() : "";

  const handleConfirm = () => unsubscribe.mutate(token);

  return (
    <PublicCard>
      {!parts ? (
        <Stack gap="md">
          <Title order={1} className={publicCardTitle}>
            This unsubscribe link is not valid
          </Title>
          <Text c="gray.8">
            Copy the whole link from the email, or log in and choose your emails under Email notifications.
          </Text>
          <Anchor component={Link} to="/profile/notifications" fw={600}>
            Choose which emails you get
          </Anchor>
        </Stack>
      ) : unsubscribe.isSuccess ? (
        <Stack gap="md" role="status">
          <Title order={1} className={publicCardTitle}>
            You are unsubscribed
          </Title>
          <Text c="gray.8">
            You will no longer get emails about {label}. Password and account emails still arrive, and the
            bell in the app still shows every update.
          </Text>
          <Anchor component={Link} to="/profile/notifications" fw={600}>
            Changed your mind? Choose which emails you get
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Title order={1} className={publicCardTitle}>
            Stop emails about {label}?
          </Title>
          <Text c="gray.8">{MAIL_CATEGORY_LABELS[parts.category].description}</Text>
          {unsubscribe.isError && (
            <Alert color="red" variant="light" role="alert" title="Not unsubscribed">
              {unsubscribe.error.message}
            </Alert>
          )}
          <Button size="md" onClick={handleConfirm} loading={unsubscribe.isPending}>
            Unsubscribe
          </Button>
          <Anchor component={Link} to="/profile/notifications" size="sm">
            Choose which emails you get instead
          </Anchor>
        </Stack>
      )}
    </PublicCard>
  );
}
