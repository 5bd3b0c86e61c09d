import { Badge, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatDate } from "@fincareer/domain/format";
import { useEnding } from "../api/list-ending.ts";
import classes from "./admin-users.module.css";

/** Enrolments of active accounts ending within 30 days, soonest first, to renew or follow up. */
export function EndingSoon({ onOpen }: { onOpen: (userId: number) => void }) {
  const ending = useEnding(30);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ending-title">
      <Title order={2} size="h4" id="ending-title">
        Enrolments ending within 30 days
      </Title>
      {ending.isPending ? (
        <Skeleton h={40} mt="sm" />
      ) : ending.isError ? (
        <Text size="sm" c="red.8" mt="sm" role="alert">
          {ending.error.message}
        </Text>
      ) : ending.data.enrolments.length === 0 ? (
        <Text size="sm" c="gray.7" mt="sm">
          None.
        </Text>
      ) : (
        <Stack gap={6} mt="sm">
          {ending.data.enrolments.map((e) => (
            <div key={`${e.user_id}-${e.program_name}`}>
              <button type="button" className={classes.rowButton} onClick={() => onOpen(e.user_id)}>
                {e.name}
              </button>{" "}
              <span className={classes.email}>{e.email}</span>{" "}
              <Badge variant="light" color={e.days_left <= 7 ? "red" : "yellow"}>
                {e.program_name} ends {formatDate(e.end_date)} (
                {e.days_left === 0 ? "today" : `${e.days_left} days`})
              </Badge>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
