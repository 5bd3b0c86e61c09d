import {
  Alert,
  Badge,
  Container,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import type { MailCategory } from "@fincareer/domain/contract/mail";
import { LoadError } from "../../../components/load-error.tsx";
import { useMailPreferences } from "../api/get-mail-preferences.ts";
import { useSaveMailPreferences } from "../api/save-mail-preferences.ts";

/**
 * /profile/notifications: which emails the learner gets, one switch per kind; the security emails are listed as
 * always on. A switch saves at once (the same choice as a mail's unsubscribe link).
 */
export default function NotificationPreferencesPage() {
  const prefs = useMailPreferences();
  const save = useSaveMailPreferences();

  const handleToggle = (category: MailCategory, email: boolean) => save.mutate({ [category]: email });

  return (
    <Container size="sm" py="xl" w="100%">
      <Title order={1} size="h2">
        Email notifications
      </Title>
      <Text c="gray.7" mt={4} mb="lg">
        Choose which emails you get. Your bell in the app keeps showing every update.
      </Text>

      {prefs.isPending && (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton h={84} />
          <Skeleton h={84} />
          <Skeleton h={84} />
        </Stack>
      )}
      {prefs.isError && (
        <LoadError title="Your email settings could not be loaded." onRetry={() => void prefs.refetch()} />
      )}

      {prefs.isSuccess && (
        <Stack gap="md">
          {save.isError && (
            <Alert color="red" variant="light" role="alert" title="Your choice was not saved">
              {save.error.message}
            </Alert>
          )}
          <Paper withBorder radius="md" component="section" aria-labelledby="mail-choices">
            <Group justify="space-between" wrap="nowrap" gap="sm" px="lg" pt="lg">
              <Title order={2} size="h4" id="mail-choices">
                Emails you can turn off
              </Title>
              {/* Always in the page, so a screen reader hears "Saved" when the text arrives. */}
              <Text size="sm" fw={600} c="teal.8" role="status" data-saved={save.isSuccess ? "" : undefined}>
                {save.isPending ? "Saving…" : save.isSuccess ? "Saved" : ""}
              </Text>
            </Group>
            <Stack gap={0} px="lg" pb="sm">
              {prefs.data.preferences.map((p) => (
                <Switch
                  key={p.category}
                  py="md"
                  size="md"
                  labelPosition="left"
                  checked={p.email}
                  disabled={save.isPending}
                  onChange={(event) => handleToggle(p.category, event.currentTarget.checked)}
                  label={<Text fw={600}>{p.label}</Text>}
                  description={p.description}
                  styles={{ body: { justifyContent: "space-between" }, labelWrapper: { flex: 1 } }}
                />
              ))}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="mail-always">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Title order={2} size="h4" id="mail-always">
                Always sent
              </Title>
              <Badge color="gray" variant="light">
                Always on
              </Badge>
            </Group>
            <Text size="sm" c="gray.7" mt={4}>
              These keep your account safe, so they cannot be turned off.
            </Text>
            <List size="sm" mt="sm" spacing={4}>
              {prefs.data.always_on.map((label) => (
                <List.Item key={label}>{label}</List.Item>
              ))}
            </List>
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
