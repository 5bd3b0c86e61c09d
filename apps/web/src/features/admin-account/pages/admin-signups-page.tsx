import { Accordion, Alert, Badge, Group, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { formatDateTime } from "@fincareer/domain/format";
import { useSignups } from "../api/list-signups.ts";
import classes from "./admin-signups-page.module.css";

/** /admin/signups: learners' sign-up questionnaires (background, goals, experience, preferred role). */
export default function AdminSignupsPage() {
  const [query, setQuery] = useState("");
  const [debounced] = useDebouncedValue(query, 300);
  const signups = useSignups(debounced);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Sign-up answers
        </Title>
        <Text c="gray.7" size="sm">
          What each learner told us at sign-up step 1, newest first. Use it to advise walk-ins and plan
          placements.
        </Text>
      </div>
      <TextInput
        label="Search by name or email"
        placeholder="asha@example.com"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={420}
      />
      {signups.isPending && <Skeleton h={240} />}
      {signups.isError && (
        <Alert color="red" role="alert">
          {signups.error.message}
        </Alert>
      )}
      {signups.data !== undefined && (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {signups.data.total} {signups.data.total === 1 ? "learner" : "learners"}
            {signups.data.entries.length < signups.data.total
              ? ` (newest ${signups.data.entries.length} shown)`
              : ""}
          </Text>
          <Accordion variant="separated" radius="md" multiple>
            {signups.data.entries.map((e) => (
              <Accordion.Item key={e.user_id} value={String(e.user_id)}>
                <Accordion.Control>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{e.name}</Text>
                    <Text size="sm" c="gray.7">
                      {e.email}
                    </Text>
                    {e.programs.length === 0 ? (
                      <Badge color="orange" variant="light" tt="none">
                        No program
                      </Badge>
                    ) : (
                      e.programs.map((p) => (
                        <Badge key={p} variant="light" tt="none">
                          {p}
                        </Badge>
                      ))
                    )}
                    <Text size="xs" c="gray.7">
                      {formatDateTime(e.submitted_at)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <dl className={classes.answers}>
                    {e.answers.map((a) => (
                      <div key={a.key} className={classes.row}>
                        <dt>{a.label}</dt>
                        <dd>{a.answer}</dd>
                      </div>
                    ))}
                  </dl>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}
