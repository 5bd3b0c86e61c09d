import { Alert, Group, NativeSelect, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { formatDateTime } from "@fincareer/domain/format";
import { GAME_TITLES } from "@fincareer/domain/games";
import type { Game } from "@fincareer/domain/games";
import { useResults } from "../api/list-results.ts";

/** Every learner's sets, filtered by email and game. */
export function ResultsPanel() {
  const [email, setEmail] = useState("");
  const [game, setGame] = useState("");
  const [debounced] = useDebouncedValue(email.trim().toLowerCase(), 300);
  const results = useResults({ email: debounced, game });
  const list = results.data?.results ?? [];
  return (
    <>
      <Group mb="sm" align="flex-end">
        <TextInput
          label="Learner email contains"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          w={260}
        />
        <NativeSelect
          label="Game"
          value={game}
          onChange={(e) => setGame(e.currentTarget.value)}
          data={[
            { value: "", label: "All games" },
            ...(["g1", "g2", "ecode", "ibep"] as Game[]).map((g) => ({ value: g, label: GAME_TITLES[g] })),
          ]}
        />
      </Group>
      {results.isError && <Alert color="red">{results.error.message}</Alert>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Learner</Table.Th>
              <Table.Th>Program</Table.Th>
              <Table.Th>Game</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Started</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {r.name}
                  <Text size="xs" c="gray.8">
                    {r.email}
                  </Text>
                </Table.Td>
                <Table.Td>{r.program}</Table.Td>
                <Table.Td>{GAME_TITLES[r.game as Game]}</Table.Td>
                <Table.Td>
                  {r.score} / {r.max_score}
                </Table.Td>
                <Table.Td>{r.status === "open" ? "in progress" : r.status}</Table.Td>
                <Table.Td>{formatDateTime(r.started_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.length === 0 && !results.isPending && <Text c="gray.8">No sets match.</Text>}
    </>
  );
}
