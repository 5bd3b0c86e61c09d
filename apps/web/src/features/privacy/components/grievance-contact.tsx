import { Anchor, Paper, Text, Title } from "@mantine/core";
import type { GrievanceContact as Contact } from "@fincareer/domain/contract/privacy";

/** The grievance officer's contact, on every privacy page. */
export function GrievanceContact({ contact }: { contact: Contact }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grievance-title">
      <Title order={2} size="h5" id="grievance-title">
        Grievance officer
      </Title>
      <Text size="sm" mt={4} fw={600}>
        {contact.name}
      </Text>
      <Text size="sm">
        <Anchor href={`mailto:${contact.email}`} underline="always">
          {contact.email}
        </Anchor>
        {contact.phone ? ` · ${contact.phone}` : ""}
      </Text>
      <Text size="xs" c="gray.7" mt={4}>
        Requests and grievances are answered within {contact.response_days} days. If you are not satisfied,
        you may complain to the{" "}
        <Anchor
          href={contact.board_url}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          underline="always"
        >
          Data Protection Board of India
        </Anchor>
        .
      </Text>
    </Paper>
  );
}
