import { Alert, Button, FileButton, Group, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { QuestionBank } from "@fincareer/domain/contract/games";
import { gamesKeys } from "../../../lib/query-keys.ts";
import { importQuestions } from "../api/import-questions.ts";

const HEADER = "topic,prompt,option_a,option_b,option_c,option_d,answer,explanation";

/** CSV import into a bank: every row is checked first; with any bad row nothing is added. */
export function ImportPanel({ bank }: { bank: QuestionBank }) {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState(`${HEADER}\n`);
  const run = useMutation({
    mutationFn: () => importQuestions(bank, csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.admin("questions", bank) }),
  });
  return (
    <Stack gap="sm">
      {/* The column list has no spaces: it wraps anywhere rather than widen a phone's page. */}
      <Text c="gray.8" size="sm" style={{ overflowWrap: "anywhere" }}>
        Columns: <code>{HEADER}</code>. <code>answer</code> is a letter A-D; options C and D may be empty.
        Quote fields that contain commas.
      </Text>
      <Group>
        <FileButton accept=".csv,text/csv" onChange={(file) => void file?.text().then(setCsv)}>
          {(props) => (
            <Button variant="default" {...props}>
              Choose a CSV file
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        label="CSV"
        autosize
        minRows={6}
        maxRows={16}
        value={csv}
        onChange={(e) => setCsv(e.currentTarget.value)}
      />
      <Group>
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Import into the {bank === "ibep" ? "IBEP" : "eCode"} bank
        </Button>
      </Group>
      {run.isSuccess && (
        <Alert color="teal" role="status">
          Imported {run.data.imported} question{run.data.imported === 1 ? "" : "s"}.
          {run.data.skipped.length > 0 &&
            ` Skipped ${run.data.skipped.length} that the bank already has or the file repeats (row${run.data.skipped.length === 1 ? "" : "s"} ${run.data.skipped.map((s) => s.row).join(", ")}).`}
        </Alert>
      )}
      {run.isError && (
        <Alert color="red" role="alert" title="Nothing was imported" style={{ whiteSpace: "pre-line" }}>
          {run.error.message}
        </Alert>
      )}
    </Stack>
  );
}
