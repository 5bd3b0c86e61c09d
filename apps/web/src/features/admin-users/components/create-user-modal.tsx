import { Alert, Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { AdminCreateUserBody } from "@fincareer/domain/contract/admin";
import { useCreateUser } from "../api/create-user.ts";
import { ResetLinkBox } from "./reset-link-box.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";
import { PlanSelect } from "./enrol-form.tsx";

interface Values {
  name: string;
  email: string;
  password: string;
  program: string | null;
  plan: string | null;
}

/**
 * The request of the form's values: an empty password is none (the answer then carries a link); a chosen program
 * enrols the learner in the same request (issue 41), starting today with no end.
 */
const toBody = (values: Values) => ({
  name: values.name,
  email: values.email,
  ...(values.password ? { password: values.password } : {}),
  ...(values.program ? { enrol: { program: values.program, plan: values.plan } } : {}),
});

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.
const DESCRIPTION_STYLES = { description: { color: "var(--mantine-color-gray-7)" } };

/** "New learner": name and email; an optional password, else the answer's one-time link is shown to hand over. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { name: "", email: "", password: "", program: null, plan: null },
    validate: (values) => {
      // The contract names enrolment fields enrol.program and enrol.plan; the form's are program and plan.
      const errors = schemaResolver(AdminCreateUserBody, { sync: true })(toBody(values));
      return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^enrol\./, ""), v]));
    },
    onValuesChange: (next, prev) => {
      if (next.program !== prev.program && next.plan !== null) form.setFieldValue("plan", null);
    },
  });

  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(AdminCreateUserBody.parse(toBody(values)), {
      onError: (error) =>
        form.setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors(error)).map(([k, v]) => [k.replace(/^enrol\./, ""), v]),
          ),
        ),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="New learner" centered>
      {create.isSuccess ? (
        <Stack>
          <Alert color="green" variant="light" title="Account created" role="status">
            {create.data.programs.length
              ? `${create.data.email} is enrolled in ${create.data.programs.join(", ")}.`
              : `${create.data.email} can now be enrolled from the user list.`}
          </Alert>
          {create.data.reset_link && <ResetLinkBox link={create.data.reset_link} title="Set-password link" />}
          <Button onClick={close}>Done</Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            {create.isError && (
              <Alert color="red" variant="light" role="alert" title="Could not create the account">
                {create.error.message}
              </Alert>
            )}
            <TextInput label="Full name" required {...form.getInputProps("name")} key={form.key("name")} />
            <TextInput
              label="Email"
              type="email"
              required
              {...form.getInputProps("email")}
              key={form.key("email")}
            />
            <PasswordInput
              label="Password (optional)"
              autoComplete="new-password"
              styles={DESCRIPTION_STYLES}
              description="Leave empty to get a one-time link the learner uses to choose their own."
              {...form.getInputProps("password")}
              key={form.key("password")}
            />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Enrol in (optional)"
                placeholder="Not yet"
                data={PROGRAM_OPTIONS}
                searchable
                clearable
                {...form.getInputProps("program")}
                key={form.key("program")}
                miw={200}
              />
              <PlanSelect
                program={form.values.program}
                {...form.getInputProps("plan")}
                key={form.key("plan")}
              />
            </Group>
            <Button type="submit" loading={create.isPending}>
              Create account
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
