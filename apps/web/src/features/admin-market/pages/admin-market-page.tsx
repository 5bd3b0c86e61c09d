import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { MARKET_IMPORT_MAX_BYTES } from "@fincareer/domain/contract/market-import";
import type { MarketImportSummary } from "@fincareer/domain/contract/market-import";
import { formatDate, formatDateTime, formatPrice } from "@fincareer/domain/format";
import { EOD_FORMAT_NAMES, priceSourceNote } from "@fincareer/domain/price-data";
import { useImportPrices } from "../api/import-prices.ts";
import { useImports } from "../api/list-imports.ts";
import { TradingCalendarSection } from "../components/trading-calendar-section.tsx";

/** What is wrong with the chosen price file before it is sent, if anything. */
function priceFileProblem(file: File | null): string | null {
  if (!file) return "Choose a price file (CSV) to import";
  if (file.size > MARKET_IMPORT_MAX_BYTES)
    return `Choose a file of at most ${MARKET_IMPORT_MAX_BYTES / 1024 / 1024} MB: one day's bhavcopy is about 0.5 MB`;
  return null;
}

/** What one import did: rows and days, per scrip, and what was skipped. */
function ImportSummary({ summary }: { summary: MarketImportSummary }) {
  const k = summary.skipped;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-summary-title">
      <Title order={2} size="h4" id="import-summary-title">
        Imported {summary.file_name}
      </Title>
      <Text size="sm" mt={4}>
        {summary.format ? EOD_FORMAT_NAMES[summary.format] : ""}: {summary.rows} row
        {summary.rows === 1 ? "" : "s"} of {summary.scrips.length} compan
        {summary.scrips.length === 1 ? "y" : "ies"}, {summary.days} trading day{summary.days === 1 ? "" : "s"}
        {summary.first_day && summary.last_day
          ? ` (${formatDate(summary.first_day)} to ${formatDate(summary.last_day)})`
          : ""}
        .
      </Text>
      {(k.unknown_symbols > 0 || k.other_series > 0) && (
        <List size="sm" mt={4}>
          {k.unknown_symbols > 0 && (
            <List.Item>
              Skipped {k.unknown_symbols} row{k.unknown_symbols === 1 ? "" : "s"} of symbols the platform does
              not list ({k.unknown_examples.join(", ")}
              {k.unknown_symbols > k.unknown_examples.length ? ", ..." : ""}).
            </List.Item>
          )}
          {k.other_series > 0 && (
            <List.Item>
              Skipped {k.other_series} row{k.other_series === 1 ? "" : "s"} of series other than EQ.
            </List.Item>
          )}
        </List>
      )}
      <Table.ScrollContainer minWidth={420} mt="sm">
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Symbol</Table.Th>
              <Table.Th scope="col">Company</Table.Th>
              <Table.Th scope="col" ta="right">
                Days
              </Table.Th>
              <Table.Th scope="col">From</Table.Th>
              <Table.Th scope="col">To</Table.Th>
              <Table.Th scope="col" ta="right">
                Last close (₹)
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.scrips.map((s) => (
              <Table.Tr key={s.symbol}>
                <Table.Td>{s.symbol}</Table.Td>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td ta="right">{s.rows}</Table.Td>
                <Table.Td>{formatDate(s.first_day)}</Table.Td>
                <Table.Td>{formatDate(s.last_day)}</Table.Td>
                <Table.Td ta="right">{formatPrice(s.last_close)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * /admin/market: load NSE end-of-day prices (bhavcopy or plain CSV) and see which prices are real; load the
 * trading calendar (NSE's holidays and special sessions) a year at a time.
 */
export default function AdminMarketPage() {
  const imports = useImports();
  const upload = useImportPrices();
  const form = useForm<{ file: File | null }>({
    mode: "uncontrolled",
    initialValues: { file: null },
    validate: { file: priceFileProblem },
    // A new file starts afresh: the last import's answer no longer applies.
    onValuesChange: () => upload.reset(),
  });

  const handleSubmit = form.onSubmit(({ file }) => {
    if (file) upload.mutate(file);
  });

  const coverage = imports.data?.coverage;
  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          Market prices
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          Prices are simulated until you load real ones. Import an NSE capital-market bhavcopy (NSE website,
          Reports, Capital Market, &quot;CM - Bhavcopy (csv)&quot;, unzipped), the older bhavcopy format, or a
          CSV with the columns date,symbol,open,high,low,close,volume. Only EQ rows of companies the platform
          lists are read. Every row is checked first: with any error nothing is imported. Days loaded again
          replace the stored ones, and each company&apos;s live price then continues from its last real close.
        </Text>

        <Paper withBorder p="md" component="section" aria-labelledby="coverage-title">
          <Title order={2} size="h4" id="coverage-title">
            Prices now
          </Title>
          {coverage === undefined ? (
            <Skeleton h={20} mt={6} />
          ) : (
            <Text size="sm" mt={4}>
              {priceSourceNote(coverage).label}
              {coverage.real_scrips > 0 ? ` (${coverage.real_scrips} companies with real prices)` : ""}.
            </Text>
          )}
        </Paper>

        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="import-title"
        >
          <Title order={2} size="h4" id="import-title">
            Import end-of-day prices
          </Title>
          <Group align="flex-end" mt="xs" gap="sm" wrap="wrap">
            <FileInput
              label="Price file (CSV)"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              {...form.getInputProps("file")}
              key={form.key("file")}
              clearable
              clearButtonProps={{ "aria-label": "Clear the chosen file" }}
              w={{ base: "100%", xs: 340 }}
            />
            <Button type="submit" loading={upload.isPending}>
              Import
            </Button>
          </Group>
          {upload.isError && (
            <Alert color="red" variant="light" mt="sm" role="alert" title="Nothing was imported">
              <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                {upload.error.message}
              </Text>
            </Alert>
          )}
        </Paper>

        {upload.data && <ImportSummary summary={upload.data.summary} />}

        <Paper withBorder p="md" component="section" aria-labelledby="history-title">
          <Title order={2} size="h4" id="history-title">
            Recent imports
          </Title>
          {imports.isPending ? (
            <Skeleton h={60} mt={6} />
          ) : imports.isError ? (
            <Text c="red.8" role="alert" size="sm">
              {imports.error.message}
            </Text>
          ) : imports.data.imports.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              No prices imported yet: every price is simulated.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560} mt="sm">
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">When</Table.Th>
                    <Table.Th scope="col">File</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Rows
                    </Table.Th>
                    <Table.Th scope="col">Days</Table.Th>
                    <Table.Th scope="col">By</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {imports.data.imports.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>{formatDateTime(i.created_at)}</Table.Td>
                      <Table.Td style={{ wordBreak: "break-all" }}>{i.file_name}</Table.Td>
                      <Table.Td ta="right">{i.rows}</Table.Td>
                      <Table.Td>
                        {formatDate(i.first_day)}
                        {i.first_day === i.last_day ? "" : ` to ${formatDate(i.last_day)}`}
                      </Table.Td>
                      <Table.Td>{i.imported_by}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>

        <TradingCalendarSection />
      </Stack>
    </Container>
  );
}
