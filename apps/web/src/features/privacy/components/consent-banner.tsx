import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import type { NoticeLanguage, OptionalPurpose } from "@fincareer/domain/contract/privacy";
import { useConsent, useMyPrivacy, useNotice } from "../api/privacy.ts";
import { LanguageSwitch, NoticeView, PurposeChoices } from "./notice-view.tsx";
import { GrievanceContact } from "./grievance-contact.tsx";

/**
 * Asks a learner to read and accept the privacy notice: after sign-up, and again whenever an admin publishes a new
 * version. A banner above the page (it blocks nothing: the optional uses stay off until given) opens the notice with
 * a box per optional purpose, unticked unless the learner gave it before.
 */
export function ConsentBanner() {
  const mine = useMyPrivacy();
  const notice = useNotice();
  const consent = useConsent();
  const [lang, setLang] = useState<NoticeLanguage>("en");
  const [chosen, setChosen] = useState<OptionalPurpose[] | null>(null);
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery("(max-width: 36em)");

  if (!mine.data?.needs_consent || !notice.data) return null;
  const current = chosen ?? mine.data.purposes.filter((p) => p.granted).map((p) => p.purpose);
  const updated = mine.data.accepted_version !== null;

  return (
    <>
      <Alert
        color="blue"
        variant="light"
        mb="md"
        role="status"
        title={updated ? "Our privacy notice has changed" : "Your privacy"}
      >
        {/* The button follows the text rather than the banner's right edge, where the toasts show on a desktop. */}
        <Group gap="xs">
          <Text size="sm">
            {updated
              ? `Please read version ${notice.data.version} of the privacy notice and confirm your choices.`
              : "Please read the privacy notice: what we collect, why, and the optional uses you can choose."}
          </Text>
          <Button size="xs" onClick={() => setOpen(true)}>
            Read the notice
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        size="lg"
        fullScreen={phone}
        title={updated ? "Our privacy notice has changed" : notice.data.notice[lang].title}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" c="gray.7">
              Version {notice.data.version}
            </Text>
            <LanguageSwitch value={lang} onChange={setLang} />
          </Group>
          <NoticeView notice={notice.data.notice[lang]} lang={lang} />
          <PurposeChoices lang={lang} value={current} onChange={setChosen} />
          <GrievanceContact contact={notice.data.contact} />
          {consent.isError && (
            <Alert color="red" role="alert" title="Not saved">
              {consent.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              loading={consent.isPending}
              onClick={() =>
                consent.mutate(
                  { notice_version: notice.data.version, purposes: current, language: lang },
                  { onError: () => void notice.refetch(), onSuccess: () => setOpen(false) },
                )
              }
            >
              {lang === "hi" ? "मैंने पढ़ लिया है और स्वीकार करता/करती हूँ" : "I have read the notice and accept"}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
