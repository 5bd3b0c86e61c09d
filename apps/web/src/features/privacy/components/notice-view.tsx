import { Badge, Checkbox, Paper, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { OPTIONAL_PURPOSES } from "@fincareer/domain/contract/privacy";
import type { NoticeContent, NoticeLanguage, OptionalPurpose } from "@fincareer/domain/contract/privacy";
import { PURPOSE_LABELS } from "@fincareer/domain/privacy-notice";

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

/** An item's three rows, in order. */
const ROWS = ["what", "why", "service"] as const;

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
                {ROWS.map((row) => (
                  <Table.Tr key={row}>
                    <Table.Th w={70} fz="xs" c="gray.7" style={{ verticalAlign: "top" }}>
                      {labels[row]}
                    </Table.Th>
                    <Table.Td fz="sm">{item[row]}</Table.Td>
                  </Table.Tr>
                ))}
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

/** The optional purposes, one box each (unticked unless chosen): at sign-up and in the notice dialog. */
export function PurposeChoices({
  lang,
  value,
  onChange,
}: {
  lang: NoticeLanguage;
  value: readonly OptionalPurpose[];
  onChange: (purposes: OptionalPurpose[]) => void;
}) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} lang={lang}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {lang === "hi" ? "वैकल्पिक उपयोग (आप बाद में बदल सकते हैं)" : "Optional uses (you can change these later)"}
      </Text>
      {OPTIONAL_PURPOSES.map((purpose) => (
        <Checkbox
          key={purpose}
          label={PURPOSE_LABELS[purpose][lang]}
          checked={value.includes(purpose)}
          onChange={(e) =>
            onChange(
              e.currentTarget.checked
                ? OPTIONAL_PURPOSES.filter((p) => p === purpose || value.includes(p))
                : value.filter((p) => p !== purpose),
            )
          }
        />
      ))}
    </Stack>
  );
}
