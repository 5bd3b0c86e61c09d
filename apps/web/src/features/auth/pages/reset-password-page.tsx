import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { NewPassword, ResetToken } from "@fincareer/domain/contract/auth";
import { NewPasswordInput } from "../../../components/new-password-input.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { clearToken } from "../../../lib/token.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { TOGGLE_PROPS } from "../components/password-toggle.ts";

/** The new password and its repeat, which must match. */
const ResetFields = z
  .object({ password: NewPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    error: "Type the same password twice",
    path: ["confirm"],
  });

/**
 * /reset-password?token=...: the page of a one-time link (from an admin, a welcome mail or Forgot password?). Sets
 * a new password (the same rules as sign-up); every login session of the account ends, so the learner logs in
 * again.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = ResetToken.safeParse(params.get("token") ?? "");
  const reset = useResetPassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", confirm: "" },
    validate: schemaResolver(ResetFields, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ password }) => {
    if (!token.success) return;
    reset.mutate(
      { token: token.data, password },
      {
        onSuccess: () => clearToken(),
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  if (!token.success) {
    return (
      <AuthLayout title="Reset your password">
        <Alert color="red" variant="light" role="alert" title="This link is incomplete" mt="lg">
          Open the whole link you were given, or{" "}
          <Anchor component={Link} to="/forgot-password">
            ask for a new one
          </Anchor>
          .
        </Alert>
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to="/login" fw={600}>
            Back to log in
          </Anchor>
        </Text>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <Stack gap="md" mt="lg">
          <Alert color="green" variant="light" role="status" title="Your new password is set">
            Log in as {reset.data.email} with it. You were logged out everywhere else.
          </Alert>
          <Button component={Link} to="/login" size="md" fullWidth>
            Log in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const fieldError = reset.isError && fieldErrors(reset.error).password !== undefined;
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="This link works once. Pick something you have not used here."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" mt="lg">
          {reset.isError && !fieldError && (
            <Alert color="red" variant="light" role="alert" title="Could not set the password">
              {reset.error.message}
            </Alert>
          )}
          <NewPasswordInput
            label="New password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            size="md"
            {...form.getInputProps("password")}
            key={form.key("password")}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            required
            size="md"
            {...form.getInputProps("confirm")}
            key={form.key("confirm")}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Set password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
