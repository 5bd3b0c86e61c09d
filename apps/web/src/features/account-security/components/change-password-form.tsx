import { Alert, Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { ChangePasswordBody } from "@fincareer/domain/contract/auth";
import { NewPasswordInput } from "../../../components/new-password-input.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { useChangePassword } from "../api/change-password.ts";

/** The form's fields: the request's two and the repeated new password, which must match. */
const ChangePasswordFields = ChangePasswordBody.extend({ confirm: z.string() }).refine(
  (values) => values.next === values.confirm,
  { error: "Type the same new password twice", path: ["confirm"] },
);

/**
 * Change password: current, new and repeated new password. Route-less, so the Edit Profile page can host it;
 * /profile/password shows it on its own. The server's rules decide (10+ characters, not the email or name, not
 * common); its message lands on the field it names.
 */
export function ChangePasswordForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 | 3 }) {
  const change = useChangePassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { current: "", next: "", confirm: "" },
    validate: schemaResolver(ChangePasswordFields, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ current, next }) => {
    change.mutate(
      { current, next },
      {
        onSuccess: () => form.reset(),
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  const fieldError = change.isError && Object.keys(fieldErrors(change.error)).length > 0;
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="md">
        <div>
          <Title order={headingLevel} size="h3" id="change-password-title">
            Change password
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            Your other devices are logged out when the password changes.
          </Text>
        </div>
        {change.isSuccess && (
          <Alert color="green" variant="light" role="status" title="Password changed">
            {change.data.ended_sessions === 0
              ? "You stay logged in here."
              : `You stay logged in here; ${change.data.ended_sessions} other session${change.data.ended_sessions === 1 ? " was" : "s were"} logged out.`}
          </Alert>
        )}
        {change.isError && !fieldError && (
          <Alert color="red" variant="light" role="alert" title="Could not change the password">
            {change.error.message}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          name="current"
          autoComplete="current-password"
          required
          {...form.getInputProps("current")}
          key={form.key("current")}
        />
        <NewPasswordInput
          label="New password"
          name="next"
          {...form.getInputProps("next")}
          key={form.key("next")}
        />
        <PasswordInput
          label="Repeat the new password"
          name="confirm"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirm")}
          key={form.key("confirm")}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: "flex-start" }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
