import { Alert, Button, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import type { AdminUserDetail } from "@fincareer/domain/contract/admin-users";
import { useUpdateUser } from "../api/update-user.ts";
import { formText } from "../../../lib/form-data.ts";

const STEP_OPTIONS = [
  { value: "0", label: "0: questionnaire (step 1)" },
  { value: "1", label: "1: portfolio setup (FMEP step 2)" },
  { value: "2", label: "2: sign-up done" },
  { value: "3", label: "3: sign-up done (FMEP Home)" },
];

/**
 * Current program, plan code (planned), research type and sign-up step. The fields start again from the saved
 * values whenever those change (an enrolment made in the drawer sets the current program of a learner who had none).
 */
export function SettingsForm({ user }: { user: AdminUserDetail }) {
  const saved = [user.id, user.cprogram, user.planned, user.research_type, user.post_signup_steps].join("|");
  return <SettingsFields key={saved} user={user} />;
}

function SettingsFields({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser();
  const [program, setProgram] = useState<string | null>(user.cprogram);
  const [researchType, setResearchType] = useState<string | null>(user.research_type);
  const [steps, setSteps] = useState<string | null>(String(Math.min(user.post_signup_steps, 3)));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const planned = formText(new FormData(event.currentTarget), "planned").trim();
    update.mutate({
      email: user.email,
      ...(program && program !== user.cprogram ? { program: program as never } : {}),
      planned: planned || null,
      research_type: (researchType ?? user.research_type) as "OLD" | "NEW",
      steps: Number(steps ?? user.post_signup_steps),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="settings-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="settings-title">
          Program and sign-up
        </Title>
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {update.error.message}
          </Alert>
        )}
        {update.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Saved.
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Current program"
            data={user.enrolments.map((e) => e.program_name)}
            value={program}
            onChange={setProgram}
            placeholder={user.enrolments.length ? "Pick an enrolment" : "Enrol first"}
            disabled={user.enrolments.length === 0}
            miw={160}
          />
          <TextInput
            label="Plan code"
            name="planned"
            defaultValue={user.planned ?? ""}
            placeholder="e.g. ivep, p199"
            description="A plan variant that changes the learner's menus: p199 is the reduced FMEP plan (no Research, Resource or Live Sessions); ivep lets them edit their profile before sign-up is done. Empty: the program's full plan."
            miw={120}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Research type"
            data={["NEW", "OLD"]}
            value={researchType}
            onChange={setResearchType}
            allowDeselect={false}
            miw={120}
          />
          <Select
            label="Sign-up step"
            data={STEP_OPTIONS}
            value={steps}
            onChange={setSteps}
            allowDeselect={false}
            miw={200}
          />
        </Group>
        <Button type="submit" variant="light" loading={update.isPending} style={{ alignSelf: "flex-start" }}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
