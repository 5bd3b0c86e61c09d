import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { NewPassword, ResetToken } from "@fincareer/domain/contract/auth";
import { NewPasswordInput } from "../../../components/new-password-input.tsx";
import { clearToken } from "../../../lib/token.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { TOGGLE_PROPS } from "../components/password-toggle.ts";
import { formText } from "../../../lib/form-data.ts";

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.

function sentence(message: string): string {
  const text = message.replace(/^body\.\w+: /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * /reset-password?token=...: the page of a one-time link (from an admin, a welcome mail or Forgot password?). Sets a new password (the same rules as
 * sign-up); every login session of the account ends, so the learner logs in again.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = ResetToken.safeParse(params.get("token") ?? "");
  const reset = useResetPassword();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token.success) return;
    const form = new FormData(event.currentTarget);
    const password = formText(form, "password");
    const confirm = formText(form, "confirm");
    const parsed = NewPassword.safeParse(password);
    if (!parsed.success) {
      setErrors({ password: sentence(parsed.error.issues[0]!.message) });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: "The two passwords differ" });
      return;
    }
    setErrors({});
    reset.mutate(
      { token: token.data, password },
      {
        onSuccess: () => clearToken(),
        onError: (error) => {
          if (error.message.startsWith("body.password")) setErrors({ password: sentence(error.message) });
        },
      },
    );
  };

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

  const fieldError = reset.isError && reset.error.message.startsWith("body.password");
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
            name="password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            error={errors.password}
            size="md"
          />
          <PasswordInput
            label="Repeat the new password"
            name="confirm"
            autoComplete="new-password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            required
            error={errors.confirm}
            size="md"
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Set password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
