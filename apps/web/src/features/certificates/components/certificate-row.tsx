import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import {
  CERTIFICATE_STATUS_LABELS,
  certificateNameProblem,
  cleanCertificateName,
} from "@fincareer/domain/certificates";
import type { AdminCertificate } from "@fincareer/domain/contract/certificates";
import { formatDate } from "@fincareer/domain/format";
import { errorMessage } from "../../../lib/field-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useCertificateAction } from "../api/certificate-actions.ts";
import adminClasses from "./admin-certificates.module.css";

const STATUS_COLOR: Record<AdminCertificate["status"], string> = {
  name_needed: "gray",
  pending: "yellow",
  issued: "green",
  declined: "orange",
  revoked: "red",
};

type Open = null | "decline" | "revoke" | "name";

/** One certificate on the admin screen, with the actions its status allows (each asking for a reason first). */
export function CertificateRow({ certificate: c }: { certificate: AdminCertificate }) {
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState("");
  const [name, setName] = useState(c.name);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useCertificateAction();

  const close = () => {
    setOpen(null);
    setReason("");
    setProblem(null);
    action.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem("Give a reason of at least 3 characters");
    if (open === "name") {
      const why = certificateNameProblem(name);
      if (why) return setProblem(why);
      action.mutate(
        { kind: "name", id: c.id, name: cleanCertificateName(name), reason },
        {
          onSuccess: () => {
            close();
            toast.success("Name corrected. The learner has been told.");
          },
        },
      );
    } else if (open) {
      const kind = open;
      action.mutate(
        { kind, id: c.id, reason },
        {
          onSuccess: () => {
            close();
            toast.success(kind === "revoke" ? "Certificate revoked." : "Certificate declined.");
          },
        },
      );
    }
  };

  const approve = () =>
    action.mutate(
      { kind: "approve", id: c.id },
      { onSuccess: () => toast.success(`Issued to ${c.name}. They get an email and a notification.`) },
    );

  const requested = c.status === "pending" || c.status === "name_needed";

  return (
    <li className={adminClasses.row} data-status={c.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} c="navy.9" style={{ overflowWrap: "anywhere" }}>
            {c.name || c.account_name}
          </Text>
          <Text size="sm" c="gray.8" style={{ overflowWrap: "anywhere" }}>
            {c.account_name !== c.name && c.name ? `${c.account_name} · ` : ""}
            {c.email}
          </Text>
        </div>
        <Badge color={STATUS_COLOR[c.status]} variant="light" style={{ flexShrink: 0 }}>
          {CERTIFICATE_STATUS_LABELS[c.status]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.8" mt={4}>
        {c.program_label} ·{" "}
        {c.issued_at
          ? `issued ${formatDate(c.issued_at)}${c.issued_by ? ` by ${c.issued_by}` : " (rules met)"}`
          : `requested ${formatDate(c.requested_at)}`}
        {c.revoked_at ? ` · revoked ${formatDate(c.revoked_at)}` : ""}
      </Text>
      {(c.status === "issued" || c.status === "revoked") && (
        <Text size="sm" mt={2}>
          <Anchor href={c.verify_url} target="_blank" rel="noopener" className={adminClasses.code}>
            {c.code}
          </Anchor>
        </Text>
      )}
      {c.reason && (c.status === "declined" || c.status === "revoked") && (
        <Text size="sm" c="gray.8" mt={2}>
          Reason: {c.reason}
        </Text>
      )}
      {action.isError && !open && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {errorMessage(action.error)}
        </Alert>
      )}
      {open ? (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="xs" mt="sm">
            {open === "name" && (
              <TextInput
                label="Name on the certificate"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={160}
              />
            )}
            <Textarea
              label={
                open === "name"
                  ? "Why is the name corrected? (kept in the audit log)"
                  : `Why is it ${open === "revoke" ? "revoked" : "declined"}? (the learner is told)`
              }
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={500}
            />
            {(problem || action.isError) && (
              <Text size="sm" c="red.8" role="alert">
                {problem ?? errorMessage(action.error)}
              </Text>
            )}
            <Group gap="xs">
              <Button
                type="submit"
                size="xs"
                color={open === "name" ? undefined : "red"}
                loading={action.isPending}
              >
                {open === "name" ? "Save the name" : open === "revoke" ? "Revoke certificate" : "Decline"}
              </Button>
              <Button size="xs" variant="default" onClick={close} disabled={action.isPending}>
                Back
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group gap="xs" mt="sm">
          {c.status === "pending" && (
            <Button size="xs" onClick={approve} loading={action.isPending}>
              Approve and issue
            </Button>
          )}
          {requested && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setOpen("decline")}>
              Decline
            </Button>
          )}
          {c.status === "issued" && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setOpen("revoke")}>
              Revoke
            </Button>
          )}
          {c.status !== "name_needed" && (
            <Button size="xs" variant="subtle" onClick={() => setOpen("name")}>
              Correct name
            </Button>
          )}
        </Group>
      )}
    </li>
  );
}
