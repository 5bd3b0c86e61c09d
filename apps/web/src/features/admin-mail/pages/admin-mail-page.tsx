import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { MAIL_STATES } from "@fincareer/domain/contract/mail";
import type { MailState, MailSummary } from "@fincareer/domain/contract/mail";
import { formatDateTime } from "@fincareer/domain/format";
import { AdminSearchList, CardsOrTable } from "../../../components/admin-search-list.tsx";
import { MAIL_PER_PAGE, useMail, useMailList, useSendNewLink } from "../api/mail.ts";
import type { MailDetail } from "@fincareer/domain/contract/mail";

/**
 * Why a set-password link reads token=removed (issue 41), with a button that mails the learner a new link (its
 * earlier links stop working once it is sent).
 */
function HiddenLink({ mail }: { mail: MailDetail }) {
  const send = useSendNewLink();
  return (
    <Alert color="blue" variant="light" title="The set-password link is hidden">
      <Stack gap="xs">
        <Text size="sm">
          The link in this mail shows token=removed: whoever reads the outbox must not be able to set the
          learner&apos;s password. The learner&apos;s own copy has the working link.
        </Text>
        {send.isSuccess ? (
          <Text size="sm" role="status" fw={600}>
            A new link is on its way to {mail.to} (mail #{send.data.id}).
          </Text>
        ) : (
          <div>
            <Button size="xs" loading={send.isPending} onClick={() => send.mutate(mail.id)}>
              Send a new link
            </Button>
          </div>
        )}
        {send.isError && (
          <Text size="sm" c="red.8" role="alert">
            {send.error.message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

const STATE_COLORS: Record<MailState, string> = {
  pending: "yellow",
  sending: "blue",
  sent: "green",
  failed: "red",
  dropped: "gray",
};
const STATE_OPTIONS = MAIL_STATES.map((s) => ({ value: s, label: s }));

function StateBadge({ state }: { state: MailState }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]} size="sm" radius="sm" tt="none">
      {state}
    </Badge>
  );
}

/** The subject as a link that opens the mail (a queued mail has no subject until it is written). */
function SubjectLink({ mail, onOpen }: { mail: MailSummary; onOpen: (id: number) => void }) {
  return (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(mail.id)}>
      {mail.subject ?? `(${mail.kind.replace("_", " ")}, not written yet)`}
    </Anchor>
  );
}

function Why({ mail }: { mail: MailSummary }) {
  if (!mail.last_error) return null;
  return (
    <Text size="xs" c={mail.state === "failed" ? "red.8" : "gray.7"} style={{ wordBreak: "break-word" }}>
      {mail.last_error}
    </Text>
  );
}

/** One mail's text in a dialog (full screen on phones). */
function MailView({ id, onClose }: { id: number | null; onClose: () => void }) {
  const phone = useMediaQuery("(max-width: 36em)");
  const mail = useMail(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={mail.data?.subject ?? "Mail"}
      size="lg"
      fullScreen={phone}
    >
      {mail.isPending ? (
        <Skeleton h={200} />
      ) : mail.isError ? (
        <Text c="red.8" role="alert">
          {mail.error.message}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            To <b>{mail.data.to}</b> · queued {formatDateTime(mail.data.created_at)}
            {mail.data.sent_at ? ` · sent ${formatDateTime(mail.data.sent_at)}` : ""}
          </Text>
          <div>
            <StateBadge state={mail.data.state} />
          </div>
          <Why mail={mail.data} />
          {mail.data.link_hidden && <HiddenLink key={mail.data.id} mail={mail.data} />}
          <Paper withBorder p="sm" radius="sm">
            <Text
              component="pre"
              size="sm"
              m={0}
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-word", fontFamily: "inherit" }}
            >
              {mail.data.text ??
                (mail.data.state === "sent"
                  ? "Removed: a sent mail's text is kept for a set number of days only (MAIL_BODY_RETENTION_DAYS)."
                  : "Not written yet: the sender writes the text when it sends the mail.")}
            </Text>
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * /admin/mail: every mail the platform sent or will send, newest first, with its state and, for a failed or retried
 * one, why. Without SMTP configured mails go no further than this outbox (and .eml files under DATA_DIR/mail), so
 * this is where admins read them.
 */
export default function AdminMailPage() {
  const [state, setState] = useState<MailState | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useMailList(state, page);

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1}>Mail</Title>
          <Text c="gray.7" size="sm" mt={4}>
            Welcome and password mails, newest first. A failed mail says why; a pending one is retried. Times
            are India time.
          </Text>
        </div>
        <AdminSearchList
          filters={
            <Select
              label="State"
              placeholder="All"
              data={STATE_OPTIONS}
              value={state}
              onChange={(value) => {
                setState(value);
                setPage(1);
              }}
              clearable
              w={240}
              maw="100%"
            />
          }
          query={list}
          perPage={MAIL_PER_PAGE}
          noun={["mail", "mails"]}
          page={page}
          onPage={setPage}
          pagesLabel="Mail pages"
        >
          {(data) => (
            <CardsOrTable
              rows={data.mails}
              rowKey={(mail) => mail.id}
              card={(mail) => (
                <Paper withBorder p="sm" radius="sm">
                  <Stack gap={4} align="flex-start">
                    <SubjectLink mail={mail} onOpen={setOpen} />
                    <Text size="xs" c="gray.7" style={{ wordBreak: "break-all" }}>
                      {mail.to} · {formatDateTime(mail.created_at)}
                    </Text>
                    <StateBadge state={mail.state} />
                    <Why mail={mail} />
                  </Stack>
                </Paper>
              )}
              head={["Queued", "To", "Subject", "State"]}
              cells={(mail) => (
                <>
                  <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                    {formatDateTime(mail.created_at)}
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>{mail.to}</Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <SubjectLink mail={mail} onOpen={setOpen} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Stack gap={4} align="flex-start">
                      <StateBadge state={mail.state} />
                      {mail.attempts > 1 && (
                        <Text size="xs" c="gray.7">
                          {mail.attempts} attempts
                        </Text>
                      )}
                      <Why mail={mail} />
                    </Stack>
                  </Table.Td>
                </>
              )}
            />
          )}
        </AdminSearchList>
      </Stack>
      <MailView id={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
