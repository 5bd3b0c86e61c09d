import { Alert, Button, FileButton, Group, List, Modal, Stack, Table, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { IMPORT_COLUMNS } from "@fincareer/domain/contract/admin-users";
import { useImportUsers } from "../api/import-users.ts";
import classes from "./admin-users.module.css";

const EXAMPLE = `${IMPORT_COLUMNS.join(",")}\nasha.rao@example.com,Asha Rao,FMEPGOLD,,2026-12-01,2027-11-30`;

/** The row problems the server lists in its 422 message ("...nothing was imported. line 3: ...; line 4: ..."). */
function rowProblems(message: string): string[] {
  const [, rows] = message.split("nothing was imported. ");
  return rows ? rows.split("; ") : [];
}

/**
 * Cohort import: paste or pick a CSV, check it (a dry run) and import it. Nothing applies unless every row is
 * valid; the server names each bad row. New accounts come back with set-password links to hand over.
 */
export function ImportCsvModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const run = useImportUsers();
  const [csv, setCsv] = useState("");

  const close = () => {
    run.reset();
    setCsv("");
    onClose();
  };
  const submit = (dryRun: boolean) => run.mutate({ csv, dry_run: dryRun });
  const problems = run.isError ? rowProblems(run.error.message) : [];

  return (
    <Modal opened={opened} onClose={close} title="Import a cohort from CSV" size="xl" centered>
      <Stack>
        <Text size="sm">
          A header row, then one learner per line. Columns: <b>{IMPORT_COLUMNS.join(", ")}</b> (email, name
          and program required; dates dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd). Existing accounts are enrolled;
          new ones get a set-password link. If any row is wrong, nothing is imported.
        </Text>
        <Group gap="xs">
          <FileButton onChange={(file) => void file?.text().then(setCsv)} accept=".csv,text/csv">
            {(props) => (
              <Button variant="light" {...props}>
                Choose a CSV file
              </Button>
            )}
          </FileButton>
          <Button variant="subtle" onClick={() => setCsv(EXAMPLE)}>
            Fill in an example
          </Button>
        </Group>
        <Textarea
          label="CSV"
          value={csv}
          onChange={(e) => {
            setCsv(e.currentTarget.value);
            run.reset();
          }}
          autosize
          minRows={5}
          maxRows={14}
          classNames={{ input: classes.csv }}
        />
        {run.isError && (
          <Alert color="red" variant="light" role="alert" title="Nothing was imported">
            {problems.length ? (
              <List size="sm" spacing={2}>
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            ) : (
              run.error.message
            )}
          </Alert>
        )}
        {run.isSuccess && (
          <Alert
            color={run.data.applied ? "green" : "blue"}
            variant="light"
            role="status"
            title={
              run.data.applied
                ? `Imported ${run.data.rows.length} rows`
                : `All ${run.data.rows.length} rows are valid`
            }
          >
            {run.data.applied
              ? "Hand each new learner their link below."
              : "Nothing has changed yet: import to apply."}
          </Alert>
        )}
        {run.isSuccess && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Program</Table.Th>
                  <Table.Th>Account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {run.data.rows.map((r) => (
                  <Table.Tr key={`${r.row}`}>
                    <Table.Td>{r.row}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>{r.program}</Table.Td>
                    <Table.Td>
                      {r.created ? (
                        r.reset_link ? (
                          <span
                            className={classes.link}
                          >{`${window.location.origin}${r.reset_link.url}`}</span>
                        ) : (
                          "new"
                        )
                      ) : (
                        "existing"
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          {run.isSuccess && run.data.applied ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button
                variant="default"
                disabled={!csv.trim()}
                loading={run.isPending && run.variables?.dry_run}
                onClick={() => submit(true)}
              >
                Check
              </Button>
              <Button
                disabled={!csv.trim()}
                loading={run.isPending && !run.variables?.dry_run}
                onClick={() => submit(false)}
              >
                Import
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
