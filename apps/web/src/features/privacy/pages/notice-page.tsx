import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import type { NoticeLanguage } from "@fincareer/domain/contract/privacy";
import { formatDateTime } from "@fincareer/domain/format";
import { LoadError } from "../../../components/load-error.tsx";
import { useNotice } from "../api/privacy.ts";
import { GrievanceContact } from "../components/grievance-contact.tsx";
import { LanguageSwitch, NoticeView } from "../components/notice-view.tsx";

/** /privacy: the privacy notice for anyone (linked from sign-up), in English or Hindi. */
export default function NoticePage() {
  const notice = useNotice();
  const [lang, setLang] = useState<NoticeLanguage>("en");
  return (
    <Container size="sm" py="xl" w="100%">
      {notice.isPending && <Skeleton h={400} />}
      {notice.isError && (
        <LoadError title="The notice could not be loaded." onRetry={() => void notice.refetch()} />
      )}
      {notice.data && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1} size="h2">
                {notice.data.notice[lang].title}
              </Title>
              <Text size="sm" c="gray.7">
                Version {notice.data.version} · {formatDateTime(notice.data.published_at)} IST
              </Text>
            </div>
            <LanguageSwitch value={lang} onChange={setLang} />
          </Group>
          <NoticeView notice={notice.data.notice[lang]} lang={lang} />
          <GrievanceContact contact={notice.data.contact} />
          <Anchor component={Link} to="/signup" size="sm">
            Back to sign-up
          </Anchor>
        </Stack>
      )}
    </Container>
  );
}
