import { Alert, Button, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { AdminEnrolBody } from "@fincareer/domain/contract/admin";
import { PLAN_COMMENTS } from "@fincareer/domain/programs";
import { useEnrolUser } from "../api/enrol-user.ts";
import { formText } from "../../../lib/form-data.ts";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.
const DESCRIPTION_STYLES = { description: { color: "var(--mantine-color-gray-7)" } };

const PLAN_OPTIONS = PLAN_COMMENTS.map((p) => ({ value: p, label: p }));

/** Enrol in a program with plan and dates (enrolling again in the same program updates plan and dates). */
export function EnrolForm({ email }: { email: string }) {
  const enrol = useEnrolUser();
  const [program, setProgram] = useState<string | null>(null);
  const [plan, setPlan] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const start = formText(form, "start");
    const end = formText(form, "end");
    const parsed = AdminEnrolBody.safeParse({
      email,
      program,
      plan,
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; "));
      return;
    }
    setError(null);
    enrol.mutate(parsed.data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="enrol-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="enrol-title">
          Enrol
        </Title>
        {(error || enrol.isError) && (
          <Alert color="red" variant="light" role="alert">
            {error ?? enrol.error?.message}
          </Alert>
        )}
        {enrol.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {enrol.data.created ? "Enrolled in" : "Updated"} {enrol.data.enrolment.program_name}.
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Program"
            data={PROGRAM_OPTIONS}
            value={program}
            onChange={setProgram}
            searchable
            required
            miw={200}
          />
          <Select
            label="Plan"
            placeholder="None"
            data={PLAN_OPTIONS}
            value={plan}
            onChange={setPlan}
            clearable
            miw={140}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Start"
            name="start"
            type="date"
            styles={DESCRIPTION_STYLES}
            description="Empty: today"
            miw={140}
          />
          <TextInput
            label="End"
            name="end"
            type="date"
            styles={DESCRIPTION_STYLES}
            description="Empty: open-ended"
            miw={140}
          />
        </Group>
        <Button type="submit" loading={enrol.isPending} style={{ alignSelf: "flex-start" }}>
          Enrol
        </Button>
      </Stack>
    </form>
  );
}
