// The right-hand content: the selected lesson's text, tables, figures, practice workbook and interactive version,
// or the centred lock message while the learner's eligible number does not open it.
import { Alert, Button, Center, Group, Loader, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { EXCEL_MODULES, lessonLockMessage } from "@fincareer/domain/excel";
import type { ExcelLesson } from "@fincareer/domain/excel";
import { excelKeys } from "../../../lib/query-keys.ts";
import { useDownloadWorkbook } from "../api/download-workbook.ts";
import { useLogMaxResearch } from "../api/get-max-research.ts";
import { LESSON_CONTENT } from "../content/index.ts";
import { Blocks } from "./blocks.tsx";
import classes from "./excel.module.css";

function DownloadIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}

/** One lesson: locked message, or content with its workbook. */
export function LessonView({ lesson, eligible }: { lesson: ExcelLesson; eligible: number | undefined }) {
  useLogMaxResearch(lesson.id);
  const lock = eligible === undefined ? null : lessonLockMessage(lesson.id, eligible);
  const content = useQuery({
    queryKey: excelKeys.content(lesson.id),
    queryFn: async () => (await LESSON_CONTENT[lesson.id]!()).default,
    staleTime: Infinity,
    enabled: eligible !== undefined && lock === null,
  });
  const download = useDownloadWorkbook();
  const module = EXCEL_MODULES.find((m) => m.module === lesson.module)!;

  if (eligible === undefined) {
    return (
      <Center mih={240}>
        <Loader aria-label="Loading the lesson" />
      </Center>
    );
  }
  if (lock !== null) {
    return (
      <Center mih={320} className={classes.locked}>
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed">
            {module.title} · {lesson.title}
          </Text>
          <Title order={2} ta="center" role="status">
            {lock}
          </Title>
        </Stack>
      </Center>
    );
  }
  return (
    <article className={classes.article} aria-labelledby="lesson-title">
      <Text size="sm" c="dimmed">
        Module {lesson.module} · {module.title}
      </Text>
      <Title order={1} id="lesson-title" className={classes.title}>
        {lesson.title}
      </Title>
      {content.data && (
        <Text className={classes.lead}>
          {content.data.lead} <span className={classes.minutes}>{content.data.minutes} min</span>
        </Text>
      )}
      <Group gap="sm" my="md">
        <Button
          variant="light"
          leftSection={<DownloadIcon />}
          loading={download.isPending}
          onClick={() => download.mutate(lesson.id)}
        >
          Practice workbook (.xlsx)
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {download.error.message}
        </Alert>
      )}
      {content.isPending && (
        <Stack aria-hidden="true">
          <Skeleton h={20} />
          <Skeleton h={20} w="80%" />
          <Skeleton h={160} />
        </Stack>
      )}
      {content.isError && (
        <Alert color="red" variant="light" role="alert">
          This lesson could not be loaded. Check your connection and choose it again.
        </Alert>
      )}
      {content.data && <Blocks blocks={content.data.blocks} />}
    </article>
  );
}
