import { Alert, Button, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { AdminSetUserBody } from "@fincareer/domain/contract/admin";
import type { AdminUserDetail } from "@fincareer/domain/contract/admin-users";
import { useUpdateUser } from "../api/update-user.ts";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";

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

interface Values {
  program: string | null;
  planned: string;
  research_type: string;
  steps: string;
}

function SettingsFields({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser();
  /** The request of the form's values: the program only when changed, an empty plan code is none. */
  const toBody = (values: Values) => ({
    email: user.email,
    ...(values.program && values.program !== user.cprogram ? { program: values.program } : {}),
    planned: values.planned.trim() || null,
    research_type: values.research_type,
    steps: Number(values.steps),
  });
  const form = useForm<Values>({
    mode: "uncontrolled",
    initialValues: {
      program: user.cprogram,
      planned: user.planned ?? "",
      research_type: user.research_type,
      steps: String(Math.min(user.post_signup_steps, 3)),
    },
    validate: requestValidate(AdminSetUserBody, toBody),
  });

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(AdminSetUserBody.parse(toBody(values)), { onError: showFieldErrors(form) }),
  );
  const banner = formError(update.error);

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="settings-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="settings-title">
          Program and sign-up
        </Title>
        {banner && (
          <Alert color="red" variant="light" role="alert">
            {banner}
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
            {...form.getInputProps("program")}
            key={form.key("program")}
            placeholder={user.enrolments.length ? "Pick an enrolment" : "Enrol first"}
            disabled={user.enrolments.length === 0}
            miw={160}
          />
          <TextInput
            label="Plan code"
            name="planned"
            {...form.getInputProps("planned")}
            key={form.key("planned")}
            placeholder="e.g. ivep, p199"
            description="A plan variant that changes the learner's menus: p199 is the reduced FMEP plan (no Research, Resource or Live Sessions); ivep lets them edit their profile before sign-up is done. Empty: the program's full plan."
            miw={120}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Research type"
            data={["NEW", "OLD"]}
            {...form.getInputProps("research_type")}
            key={form.key("research_type")}
            allowDeselect={false}
            miw={120}
          />
          <Select
            label="Sign-up step"
            data={STEP_OPTIONS}
            {...form.getInputProps("steps")}
            key={form.key("steps")}
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
