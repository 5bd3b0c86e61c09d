import { Alert, Button, Select, Stack, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { AdminIssueBody } from "@fincareer/domain/contract/certificates";
import { errorMessage } from "../../../lib/field-errors.ts";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";
import { toast } from "../../../lib/toast.ts";
import { useIssueCertificate } from "../api/certificate-actions.ts";

/**
 * Issue a certificate whatever the rules say (a learner who completed offline, a reinstatement): the learner's email,
 * the program, the name (needed only when they have not confirmed one) and the reason, kept in the audit log.
 */
export function IssueForm() {
  const [email, setEmail] = useState("");
  const [program, setProgram] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useIssueCertificate();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminIssueBody.safeParse({
      email,
      program: program ?? "",
      ...(name.trim() ? { name } : {}),
      reason,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the form");
    setProblem(null);
    issue.mutate(parsed.data, {
      onSuccess: (c) => {
        setEmail("");
        setName("");
        setReason("");
        toast.success(`${c.program_label} certificate issued to ${c.name} (${c.code}).`);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Learner's email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="off"
        />
        <Select
          label="Program"
          data={PROGRAM_OPTIONS as { value: string; label: string }[]}
          value={program}
          onChange={setProgram}
          searchable
          placeholder="Choose the program"
        />
        <TextInput
          label="Name on the certificate"
          description="Only if the learner has not confirmed one yet."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={160}
        />
        <Textarea
          label="Reason (kept in the audit log)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        {(problem || issue.isError) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? errorMessage(issue.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={issue.isPending}>
            Issue certificate
          </Button>
        </div>
      </Stack>
    </form>
  );
}
