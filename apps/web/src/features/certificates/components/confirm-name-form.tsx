import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { certificateNameProblem, cleanCertificateName } from "@fincareer/domain/certificates";
import { errorMessage } from "../../../lib/field-errors.ts";
import { useConfirmName } from "../api/confirm-name.ts";

/**
 * "Confirm your name for the certificate": typed once, checked, then confirmed in a second step, because the name
 * printed on a certificate cannot be changed later except by an instructor.
 */
export function ConfirmNameForm({ program, suggested }: { program: string | null; suggested: string }) {
  const [name, setName] = useState(suggested);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmName(program);
  const clean = cleanCertificateName(name);

  const handleCheck = (event: FormEvent) => {
    event.preventDefault();
    const why = certificateNameProblem(clean);
    setProblem(why);
    if (why === null) setChecking(true);
  };

  if (checking)
    return (
      <Alert color="yellow" variant="light" role="alertdialog" aria-label="Confirm the name">
        <Stack gap="xs">
          <Text size="sm">Your certificates will read:</Text>
          <Text fw={700} fz="lg" c="navy.9" style={{ overflowWrap: "anywhere" }}>
            {clean}
          </Text>
          <Text size="sm">Check the spelling. Once confirmed, only your instructor can change it.</Text>
          {confirm.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(confirm.error)}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={() => confirm.mutate(clean)} loading={confirm.isPending}>
              Confirm this name
            </Button>
            <Button variant="default" onClick={() => setChecking(false)} disabled={confirm.isPending}>
              Change it
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  return (
    <form onSubmit={handleCheck} noValidate>
      <Stack gap="xs">
        <TextInput
          label="Your name as it should appear on the certificate"
          description="In English (Latin) letters, as on your ID or degree."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problem}
          autoComplete="name"
          maxLength={160}
        />
        <Group>
          <Button type="submit" variant="light">
            Confirm your name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
