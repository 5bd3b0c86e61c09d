import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { Fragment } from "react";
import type { ReactNode } from "react";
import { NoticeBody, OPTIONAL_PURPOSES } from "@fincareer/domain/contract/privacy";
import type {
  NoticeContent,
  NoticeLanguage,
  NoticeResponse,
  OptionalPurpose,
} from "@fincareer/domain/contract/privacy";
import { formatDateTime } from "@fincareer/domain/format";
import { PURPOSE_LABELS } from "@fincareer/domain/privacy-notice";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";
import { useNotice, usePublishNotice } from "../api/privacy.ts";

const LANGUAGES: readonly { lang: NoticeLanguage; name: string }[] = [
  { lang: "en", name: "English" },
  { lang: "hi", name: "Hindi" },
];

/** What an item says in one language. */
type ItemText = Pick<NoticeContent["items"][number], "what" | "why" | "service">;
/** The notice's own texts in one language. */
type NoticeTexts = Omit<NoticeContent, "items">;

/** The form: the notice's texts per language, and each item once with its id, its purpose and both languages' texts. */
export interface NoticeFormValues {
  en: NoticeTexts;
  hi: NoticeTexts;
  items: { id: string; purpose: OptionalPurpose | null; en: ItemText; hi: ItemText }[];
}

const TEXT_FIELDS = [
  { key: "title", label: "Title", rows: 0 },
  { key: "intro", label: "Introduction", rows: 3 },
  { key: "withdraw", label: "How to withdraw consent", rows: 2 },
  { key: "complain", label: "How to complain", rows: 2 },
] as const;

const ITEM_FIELDS = [
  { key: "what", label: "What is collected" },
  { key: "why", label: "Why" },
  { key: "service", label: "The service it enables" },
] as const;

/** "Required" stands for null (what the course needs); an optional item names the purpose a learner withdraws. */
const REQUIRED = "required";
/** Short enough for a phone's select box; the description under it gives the switch's whole label. */
const SHORT_PURPOSES: Record<OptionalPurpose, string> = {
  marketing_mail: "renewal emails",
  cohort_comparison: "cohort medians",
  public_name: "public name",
};
const PURPOSE_CHOICES = [
  { value: REQUIRED, label: "Required" },
  ...OPTIONAL_PURPOSES.map((p) => ({ value: p, label: `Optional: ${SHORT_PURPOSES[p]}` })),
];

function purposeDescription(purpose: OptionalPurpose | null): string {
  return purpose === null
    ? "The course needs it: the learner accepts it with the notice"
    : `The learner's switch: ${PURPOSE_LABELS[purpose].en}`;
}

/** The published notice as the form's values (both languages list the same items in the same order). */
export function noticeToForm(notice: NoticeResponse["notice"]): NoticeFormValues {
  const texts = ({ title, intro, withdraw, complain }: NoticeContent): NoticeTexts => ({
    title,
    intro,
    withdraw,
    complain,
  });
  const itemText = (item: ItemText | undefined): ItemText => ({
    what: item?.what ?? "",
    why: item?.why ?? "",
    service: item?.service ?? "",
  });
  return {
    en: texts(notice.en),
    hi: texts(notice.hi),
    items: notice.en.items.map((item, i) => ({
      id: item.id,
      purpose: item.purpose,
      en: itemText(item),
      hi: itemText(notice.hi.items[i]),
    })),
  };
}

/** The form's values as the request body: each language with its items. */
export function formToNotice(values: NoticeFormValues): NoticeBody {
  const content = (lang: NoticeLanguage): NoticeContent => ({
    ...values[lang],
    items: values.items.map((item) => ({ id: item.id, purpose: item.purpose, ...item[lang] })),
  });
  return { en: content("en"), hi: content("hi") };
}

/**
 * A request path as the form's field: `en.items.2.what` is `items.2.en.what`, `hi.items.2.id` is `items.2.id` (an
 * item's id and purpose are one field for both languages), `hi.items` (the lists differ) is `items`.
 */
export function noticeField(path: string): string {
  const item = /^(en|hi)\.items(?:\.(\d+)(?:\.(\w+))?)?/.exec(path);
  if (!item) return path;
  const [, lang, index, key] = item;
  if (index === undefined) return "items";
  if (key === undefined || key === "id" || key === "purpose") return `items.${index}${key ? `.${key}` : ""}`;
  return `items.${index}.${lang}.${key}`;
}

/** One field in English and Hindi: side by side on a desk, one under the other on a phone. */
function BothLanguages({ children }: { children: (lang: NoticeLanguage, name: string) => ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="xs">
      {LANGUAGES.map(({ lang, name }) => (
        <Fragment key={lang}>{children(lang, name)}</Fragment>
      ))}
    </SimpleGrid>
  );
}

const blankItem = (): NoticeFormValues["items"][number] => ({
  id: "",
  purpose: null,
  en: { what: "", why: "", service: "" },
  hi: { what: "", why: "", service: "" },
});

/** The form for one published version; publishing makes the next one. */
function NoticeForm({
  current,
  publish,
}: {
  current: NoticeResponse;
  publish: ReturnType<typeof usePublishNotice>;
}) {
  const form = useForm<NoticeFormValues>({
    mode: "controlled",
    initialValues: noticeToForm(current.notice),
    validate: requestValidate(NoticeBody, formToNotice, noticeField),
  });
  const items = form.values.items;
  const banner = formError(publish.error);

  const handleSubmit = form.onSubmit(
    (values) => {
      publish.mutate(formToNotice(values), {
        onError: showFieldErrors(form, "body.", noticeField),
      });
    },
    // The form is long: take the admin to the first field to correct, in the page's order.
    (errors) => {
      const fields = Object.keys(errors)
        .map((path) => form.getInputNode(path))
        .filter((node) => node !== null);
      fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      fields[0]?.focus();
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit the privacy notice">
      <Stack gap="md">
        <Text size="sm">
          Version {current.version}, published {formatDateTime(current.published_at)} IST. Change the notice
          in English and Hindi and publish it as a new version: every learner is asked to read and accept it
          the next time they open the app.
        </Text>

        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="sm">
            The notice
          </Title>
          <Stack gap="xs">
            {TEXT_FIELDS.map(({ key, label, rows }) => (
              <BothLanguages key={key}>
                {(lang, name) =>
                  rows === 0 ? (
                    <TextInput
                      label={`${label} (${name})`}
                      lang={lang}
                      maxLength={200}
                      withAsterisk
                      {...form.getInputProps(`${lang}.${key}`)}
                    />
                  ) : (
                    <Textarea
                      label={`${label} (${name})`}
                      lang={lang}
                      autosize
                      minRows={rows}
                      maxRows={10}
                      maxLength={2000}
                      withAsterisk
                      {...form.getInputProps(`${lang}.${key}`)}
                    />
                  )
                }
              </BothLanguages>
            ))}
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="notice-items-title">
          <Title order={3} size="h5" id="notice-items-title">
            Items ({items.length})
          </Title>
          <Text size="sm" c="gray.7">
            One item per kind of data: what is collected, why, and the service it enables. An optional item is
            a use the learner may refuse or withdraw in one click on their privacy page.
          </Text>
          {form.errors.items && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.items}
            </Text>
          )}
          {items.map((_, index) => (
            <Paper
              key={form.key(`items.${index}`)}
              withBorder
              p="md"
              radius="md"
              role="group"
              aria-labelledby={`notice-item-${index}`}
            >
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Text fw={600} size="sm" id={`notice-item-${index}`}>
                  Item {index + 1}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move item ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem("items", { from: index, to: index - 1 })}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move item ${index + 1} down`}
                    disabled={index === items.length - 1}
                    onClick={() => form.reorderListItem("items", { from: index, to: index + 1 })}
                  >
                    ↓
                  </ActionIcon>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove item ${index + 1}`}
                    onClick={() => form.removeListItem("items", index)}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="sm">
                <TextInput
                  label="Id"
                  description="Lower-case letters, digits and _; it names the item in the consent record"
                  maxLength={40}
                  withAsterisk
                  {...form.getInputProps(`items.${index}.id`)}
                />
                <Select
                  label="Optional or required"
                  data={PURPOSE_CHOICES}
                  description={purposeDescription(items[index]?.purpose ?? null)}
                  allowDeselect={false}
                  {...form.getInputProps(`items.${index}.purpose`)}
                  value={items[index]?.purpose ?? REQUIRED}
                  onChange={(value) =>
                    form.setFieldValue(
                      `items.${index}.purpose`,
                      value === REQUIRED || value === null ? null : (value as OptionalPurpose),
                    )
                  }
                />
              </SimpleGrid>
              <Stack gap="xs">
                {ITEM_FIELDS.map(({ key, label }) => (
                  <BothLanguages key={key}>
                    {(lang, name) => (
                      <Textarea
                        label={`${label} (${name})`}
                        lang={lang}
                        autosize
                        minRows={1}
                        maxRows={6}
                        maxLength={500}
                        withAsterisk
                        {...form.getInputProps(`items.${index}.${lang}.${key}`)}
                      />
                    )}
                  </BothLanguages>
                ))}
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button
              variant="default"
              disabled={items.length >= 30}
              onClick={() => form.insertListItem("items", blankItem())}
            >
              Add an item
            </Button>
          </Group>
        </Stack>

        {banner && (
          <Alert color="red" role="alert" title="Not published">
            {banner}
          </Alert>
        )}
        {Object.keys(form.errors).length > 0 && (
          <Text size="sm" c="red.8" role="alert">
            Not published: correct the fields marked in red.
          </Text>
        )}
        <Group>
          <Button type="submit" loading={publish.isPending} disabled={!form.isDirty()}>
            Publish as a new version
          </Button>
          <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Editing the privacy notice (/admin/privacy, Notice tab): the title, introduction and how to withdraw or complain
 * in English and Hindi, then each item (what is collected, why, the service it enables; required or the optional
 * use it stands for) in both languages. Checked as the server checks it; publishing makes a new version.
 */
export function NoticeEditor() {
  const notice = useNotice();
  const publish = usePublishNotice();
  if (!notice.data) return <Skeleton h={200} />;
  return (
    <Stack gap="md">
      {publish.isSuccess && publish.data.version === notice.data.version && (
        <Alert color="green" role="status">
          Version {publish.data.version} published: learners are asked to accept it.
        </Alert>
      )}
      {/* A new version (published here or elsewhere) starts a fresh form. */}
      <NoticeForm key={notice.data.version} current={notice.data} publish={publish} />
    </Stack>
  );
}
