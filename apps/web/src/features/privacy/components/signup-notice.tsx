import { Alert, Anchor, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NoticeLanguage, NoticeResponse, OptionalPurpose } from "@fincareer/domain/contract/privacy";
import { LanguageSwitch, NoticeView, PurposeChoices } from "./notice-view.tsx";

/**
 * The privacy notice on the sign-up form (issue 43; DPDP Act s.5: the notice comes before any data is collected):
 * the itemised notice in English or Hindi in a scrolling box, the box that accepts its required items, and one box
 * per optional use. What is chosen goes with the sign-up request and is recorded with the account.
 */
export function SignupNotice({
  notice,
  loadFailed,
  onRetry,
  lang,
  onLang,
  accepted,
  purposes,
  onPurposes,
}: {
  notice: NoticeResponse | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  lang: NoticeLanguage;
  onLang: (lang: NoticeLanguage) => void;
  /** The acceptance box, wired to the form (its error shows under it). */
  accepted: ReactNode;
  purposes: readonly OptionalPurpose[];
  onPurposes: (purposes: OptionalPurpose[]) => void;
}) {
  if (loadFailed) {
    return (
      <Alert color="red" variant="light" role="alert" title="The privacy notice could not be loaded">
        <Group justify="space-between" gap="xs">
          <Text size="sm">You can create your account once you have read it.</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!notice) return <Skeleton h={220} aria-label="Loading the privacy notice" />;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="signup-notice-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="signup-notice-title" lang={lang}>
            {notice.notice[lang].title}
          </Title>
          <LanguageSwitch value={lang} onChange={onLang} />
        </Group>
        {/* Reachable by keyboard, so the notice's text can be scrolled without a pointer. */}
        <ScrollArea.Autosize
          mah={240}
          type="auto"
          offsetScrollbars
          viewportProps={{
            tabIndex: 0,
            role: "region",
            "aria-label": lang === "hi" ? "सूचना का पाठ" : "The notice's text",
          }}
        >
          <NoticeView notice={notice.notice[lang]} lang={lang} />
        </ScrollArea.Autosize>
        <Text size="xs" c="gray.7">
          Version {notice.version}. Grievance officer: {notice.contact.name}, {notice.contact.email}. Also at{" "}
          <Anchor component={Link} to="/privacy" size="xs" underline="always">
            the privacy notice page
          </Anchor>
          .
        </Text>
        {accepted}
        <PurposeChoices lang={lang} value={purposes} onChange={onPurposes} />
      </Stack>
    </Paper>
  );
}

/** The acceptance box's label in the notice's language. */
export function acceptLabel(lang: NoticeLanguage): string {
  return lang === "hi"
    ? "मैंने सूचना पढ़ ली है और खाता चलाने के लिए आवश्यक मदों को स्वीकार करता/करती हूँ"
    : "I have read the notice and accept the items my account needs";
}
