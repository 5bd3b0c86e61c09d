import { Badge, Paper, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import type { NoticeContent, NoticeLanguage } from "@fincareer/domain/contract/privacy";

/** English / हिंदी switch for the notice. */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: NoticeLanguage;
  onChange: (lang: NoticeLanguage) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(v) => onChange(v)}
      data={[
        { value: "en", label: "English" },
        { value: "hi", label: "हिंदी" },
      ]}
      aria-label="Language of the notice"
    />
  );
}

/** The itemised notice: what is collected, why, and what it enables; optional items are marked. */
export function NoticeView({ notice, lang }: { notice: NoticeContent; lang: NoticeLanguage }) {
  const labels =
    lang === "hi"
      ? {
          what: "क्या",
          why: "क्यों",
          service: "सेवा",
          optional: "वैकल्पिक",
          withdraw: "सहमति वापस लेना",
          complain: "शिकायत",
        }
      : {
          what: "What",
          why: "Why",
          service: "Service",
          optional: "Optional",
          withdraw: "Withdrawing",
          complain: "Complaints",
        };
  return (
    <Stack gap="sm" lang={lang}>
      <Text size="sm">{notice.intro}</Text>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
        {notice.items.map((item) => (
          <Paper key={item.id} component="li" withBorder p="sm" radius="sm">
            {item.purpose && (
              <Badge size="xs" variant="light" color="teal" mb={4}>
                {labels.optional}
              </Badge>
            )}
            <Table variant="vertical" withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={70} fz="xs" c="gray.7" style={{ verticalAlign: "top" }}>
                    {labels.what}
                  </Table.Th>
                  <Table.Td fz="sm">{item.what}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th fz="xs" c="gray.7" style={{ verticalAlign: "top" }}>
                    {labels.why}
                  </Table.Th>
                  <Table.Td fz="sm">{item.why}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th fz="xs" c="gray.7" style={{ verticalAlign: "top" }}>
                    {labels.service}
                  </Table.Th>
                  <Table.Td fz="sm">{item.service}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </Stack>
      <div>
        <Title order={3} size="h6">
          {labels.withdraw}
        </Title>
        <Text size="sm">{notice.withdraw}</Text>
      </div>
      <div>
        <Title order={3} size="h6">
          {labels.complain}
        </Title>
        <Text size="sm">{notice.complain}</Text>
      </div>
    </Stack>
  );
}
