import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Paper,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { HOLIDAY_FILE_MAX_BYTES } from "@fincareer/domain/contract/calendar";
import type { CalendarDayView, HolidayPreview } from "@fincareer/domain/contract/calendar";
import { formatDate } from "@fincareer/domain/format";
import { useDeleteHoliday } from "../api/delete-holiday.ts";
import { useImportHolidays } from "../api/import-holidays.ts";
import { useHolidays } from "../api/list-holidays.ts";
import { usePreviewHolidays } from "../api/preview-holidays.ts";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Holiday, or a special session with its window. */
function kindText(d: Pick<CalendarDayView, "kind" | "open" | "close">): string {
  return d.kind === "session" ? `Special session ${d.open}-${d.close} IST` : "Holiday";
}

/** What a file's import would do, line by line, with each line's errors and warnings; and the button to import. */
function PreviewTable({
  preview,
  importing,
  onImport,
  onCancel,
}: {
  preview: HolidayPreview;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const fileErrors = preview.errors.filter(
    (e) => e.line === 0 || !preview.lines.some((l) => l.line === e.line),
  );
  const notes = preview.warnings.filter((w) => !preview.lines.some((l) => l.line === w.line));
  return (
    <Stack gap="xs" mt="sm" component="section" aria-labelledby="holiday-preview-title">
      <Title order={3} size="h5" id="holiday-preview-title">
        Preview of {preview.file_name}
      </Title>
      <Text size="sm">
        {preview.format === "nse" ? "NSE holiday list" : "Plain CSV (date, description)"}:{" "}
        {plural(preview.lines.length, "line")}, {plural(preview.errors.length, "error")},{" "}
        {plural(preview.warnings.length, "warning")}.
      </Text>
      {preview.years.length > 0 && (
        <List size="sm">
          {preview.years.map((y) => (
            <List.Item key={y.year}>
              {y.year}: {plural(y.holidays, "holiday")}
              {y.sessions > 0 ? `, ${plural(y.sessions, "special session")}` : ""}
              {y.loaded
                ? ` replace the ${plural(y.stored_holidays + y.stored_sessions, "day")} loaded now`
                : " (not loaded yet)"}
              {y.removed.length > 0
                ? `; removes ${y.removed.map((r) => `${formatDate(r.day)} ${r.description}`).join(", ")}`
                : ""}
              .
            </List.Item>
          ))}
        </List>
      )}
      {[...fileErrors, ...notes].map((p) => (
        <Text key={`${p.line}-${p.message}`} size="sm" c={fileErrors.includes(p) ? "red.8" : "orange.9"}>
          {p.line > 0 ? `Line ${p.line}: ` : ""}
          {p.message}
        </Text>
      ))}
      {preview.lines.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" ta="right">
                  Line
                </Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Description</Table.Th>
                <Table.Th scope="col">Check</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.lines.map((l) => (
                <Table.Tr key={l.line} bg={l.errors.length > 0 ? "red.0" : undefined}>
                  <Table.Td ta="right">{l.line}</Table.Td>
                  <Table.Td>{l.day ? formatDate(l.day) : "-"}</Table.Td>
                  <Table.Td>{l.weekday ?? "-"}</Table.Td>
                  <Table.Td>{kindText(l)}</Table.Td>
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td>
                    {l.errors.map((e) => (
                      <Text key={e} size="sm" c="red.8">
                        Error: {e}
                      </Text>
                    ))}
                    {l.warnings.map((w) => (
                      <Text key={w} size="sm" c="orange.9">
                        {w}
                      </Text>
                    ))}
                    {l.errors.length + l.warnings.length === 0 && (
                      <Text size="sm" c="teal.8">
                        OK
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm">
        <Button onClick={onImport} loading={importing} disabled={!preview.ok}>
          {preview.ok ? `Import ${preview.years.map((y) => y.year).join(", ")}` : "Fix the errors to import"}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /admin/market's Trading calendar (issue 38): the coverage, each loaded year's holidays and special sessions (a
 * wrong one can be removed), and loading a year from NSE's holiday list or a plain CSV: preview, then import.
 */
export function TradingCalendarSection() {
  const holidays = useHolidays();
  const preview = usePreviewHolidays();
  const upload = useImportHolidays();
  const remove = useDeleteHoliday();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [chosenYear, setChosenYear] = useState<string | null>(null);

  const data = holidays.data;
  const years = data?.years.map((y) => String(y.year)) ?? [];
  const thisYear = data?.coverage.today.slice(0, 4) ?? null;
  const year =
    chosenYear && years.includes(chosenYear)
      ? chosenYear
      : thisYear && years.includes(thisYear)
        ? thisYear
        : (years.at(-1) ?? null);
  const days = data?.days.filter((d) => year !== null && d.day.startsWith(`${year}-`)) ?? [];
  const shown = data?.years.find((y) => String(y.year) === year);

  const handleFile = async (chosen: File | null) => {
    setFile(chosen);
    setText(null);
    setFileProblem(null);
    preview.reset();
    upload.reset();
    if (!chosen) return;
    if (chosen.size > HOLIDAY_FILE_MAX_BYTES) {
      setFileProblem(
        `Choose a file of at most ${HOLIDAY_FILE_MAX_BYTES / 1024} KB: a holiday list is a few KB`,
      );
      return;
    }
    const content = await chosen.text();
    setText(content);
    preview.mutate({ file_name: chosen.name, text: content });
  };

  const handleImport = () => {
    if (!file || text === null) return;
    upload.mutate(
      { file_name: file.name, text },
      {
        onSuccess: (result) => {
          preview.reset();
          setFile(null);
          setText(null);
          const first = result.preview.years[0]?.year;
          if (first !== undefined) setChosenYear(String(first));
        },
      },
    );
  };

  const handleRemove = (d: CalendarDayView) => {
    const what = d.kind === "session" ? "special session" : "holiday";
    if (
      window.confirm(`Remove the ${what} ${formatDate(d.day)} (${d.description}) from the trading calendar?`)
    )
      remove.mutate(d.day);
  };

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="trading-calendar-title"
      id="trading-calendar"
    >
      <Title order={2} size="h4" id="trading-calendar-title">
        Trading calendar
      </Title>
      <Text size="sm" c="dimmed" mt={4} maw={720}>
        The NSE trading holidays and special sessions (Muhurat trading) the market follows: no ticks, a closed
        badge and after-market orders on a holiday. NSE publishes next year&apos;s list each December (NSE
        website, Resources, Exchange communication, Holidays: download the CSV). Load it as downloaded, or a
        CSV with the columns date,description. A line with a time window (18:00-19:00 in the description, or
        Open and Close columns) is a special session. Importing replaces each year the file lists.
      </Text>

      {holidays.isPending ? (
        <Skeleton h={20} mt="sm" />
      ) : holidays.isError ? (
        <Text c="red.8" role="alert" size="sm" mt="sm">
          {holidays.error.message}
        </Text>
      ) : holidays.data.coverage.warning ? (
        <Alert color="orange" variant="light" mt="sm" title="Not loaded far enough ahead">
          <Text size="sm">{holidays.data.coverage.warning}</Text>
        </Alert>
      ) : (
        <Text size="sm" mt="sm" data-calendar-coverage="">
          Loaded to {formatDate(holidays.data.coverage.covered_to ?? "")}: the next 30 days follow NSE&apos;s
          holidays.
        </Text>
      )}

      <Stack gap={4} mt="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="Holiday file (CSV)"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => void handleFile(f)}
            clearable
            clearButtonProps={{ "aria-label": "Clear the chosen holiday file" }}
            error={fileProblem}
            w={{ base: "100%", xs: 340 }}
          />
          {preview.isPending && <Text size="sm">Reading the file...</Text>}
        </Group>
        {preview.isError && (
          <Text size="sm" c="red.8" role="alert">
            {preview.error.message}
          </Text>
        )}
        {upload.isError && (
          <Alert color="red" variant="light" mt="sm" role="alert" title="Nothing was imported">
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {upload.error.message}
            </Text>
          </Alert>
        )}
        {upload.isSuccess && (
          <Alert color="teal" variant="light" mt="sm" title="Imported">
            <Text size="sm">
              Loaded {upload.data.preview.years.map((y) => y.year).join(", ")} from{" "}
              {upload.data.preview.file_name}
              {upload.data.coverage.covered_to
                ? `: the calendar now runs to ${formatDate(upload.data.coverage.covered_to)}.`
                : "."}
            </Text>
          </Alert>
        )}
        {preview.data && (
          <PreviewTable
            preview={preview.data}
            importing={upload.isPending}
            onImport={handleImport}
            onCancel={() => void handleFile(null)}
          />
        )}
      </Stack>

      {data && data.years.length > 0 && (
        <Stack gap="xs" mt="lg">
          <Group align="flex-end" gap="sm">
            <Select
              label="Year"
              data={years}
              value={year}
              onChange={setChosenYear}
              allowDeselect={false}
              w={120}
            />
            {shown && (
              <Text size="sm" c="dimmed" pb={6}>
                {plural(shown.holidays, "holiday")}
                {shown.sessions ? `, ${plural(shown.sessions, "special session")}` : ""}; from {shown.source},
                by {shown.loaded_by}
              </Text>
            )}
          </Group>
          {remove.isError && (
            <Text size="sm" c="red.8" role="alert">
              {remove.error.message}
            </Text>
          )}
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Day</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col">Kind</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.day}>
                    <Table.Td>{formatDate(d.day)}</Table.Td>
                    <Table.Td>{d.weekday}</Table.Td>
                    <Table.Td>{d.description}</Table.Td>
                    <Table.Td>
                      {d.kind === "session" ? (
                        <Badge variant="light" color="grape">
                          {kindText(d)}
                        </Badge>
                      ) : (
                        kindText(d)
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => handleRemove(d)}
                        loading={remove.isPending && remove.variables === d.day}
                        aria-label={`Remove ${formatDate(d.day)} ${d.description}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}
