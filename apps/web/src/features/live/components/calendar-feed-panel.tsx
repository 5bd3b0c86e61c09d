import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { useCalendarFeed } from "../api/get-calendar-feed.ts";
import { useCreateCalendarFeed } from "../api/create-calendar-feed.ts";
import { useRevokeCalendarFeed } from "../api/revoke-calendar-feed.ts";
import classes from "./live-sessions.module.css";

/**
 * The learner's private calendar address: Google Calendar ("From URL") and Outlook ("Subscribe from web") poll it,
 * so new, moved and cancelled sessions show up by themselves. It can be regenerated or turned off at any time.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<"regenerate" | "revoke" | null>(null);
  const url = feed.data?.url ?? null;
  const error = create.error ?? revoke.error;

  const handleCreate = () =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(
          url ? "New calendar link created. The old one no longer works." : "Calendar link created.",
        );
      },
    });
  const handleRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success("Calendar link turned off.");
      },
    });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} id="calendar-feed-title" className={classes.sectionTitle}>
        Subscribe in your calendar
      </Title>
      <Text size="sm" mt={4} className={classes.hint}>
        A private link that keeps Google Calendar or Outlook in step with every session of your programs,
        including changes and cancellations. Keep it to yourself: anyone with the link can see your sessions.
      </Text>
      {error && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {error.message}
        </Alert>
      )}
      {feed.isError ? (
        <Text size="sm" mt="sm" role="alert">
          Your calendar link could not be loaded.
        </Text>
      ) : url === null ? (
        <Button mt="md" onClick={handleCreate} loading={create.isPending} disabled={feed.isPending}>
          Create my calendar link
        </Button>
      ) : (
        <Stack gap="sm" mt="md">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Your private calendar link"
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              className={classes.feedInput}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? "filled" : "light"}
                  color={copied ? "teal" : "brand"}
                  onClick={copy}
                >
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" className={classes.hint}>
            Google Calendar: Other calendars, +, From URL, then paste the link. Outlook: Add calendar,
            Subscribe from web. On a phone or Mac,{" "}
            <a href={url.replace(/^https?:/, "webcal:")} className={classes.inlineLink}>
              open it in your calendar app
            </a>
            .
          </Text>
          {confirming === null ? (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setConfirming("regenerate")}>
                Get a new link
              </Button>
              <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming("revoke")}>
                Turn off the link
              </Button>
            </Group>
          ) : (
            <Alert color="yellow" variant="light" role="alertdialog" aria-label="Confirm">
              <Text size="sm">
                {confirming === "regenerate"
                  ? "Calendars subscribed to the current link stop updating. Subscribe again with the new one."
                  : "Calendars subscribed to this link stop updating."}
              </Text>
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  color={confirming === "revoke" ? "red" : "brand"}
                  loading={create.isPending || revoke.isPending}
                  onClick={confirming === "regenerate" ? handleCreate : handleRevoke}
                >
                  {confirming === "regenerate" ? "Create a new link" : "Turn it off"}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  Keep the current link
                </Button>
              </Group>
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
