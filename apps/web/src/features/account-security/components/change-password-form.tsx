import { Alert, Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { NewPassword } from "@fincareer/domain/contract/auth";
import { NewPasswordInput } from "../../../components/new-password-input.tsx";
import { useChangePassword } from "../api/change-password.ts";
import { formText } from "../../../lib/form-data.ts";

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.

type Field = "current" | "next" | "confirm";

function sentence(message: string): string {
  const text = message.replace(/^body\.\w+: /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Change password: current, new and repeated new password. Route-less, so the Edit Profile page can host it;
 * /profile/password shows it on its own. The server's rules decide (10+ characters, not the email or name, not
 * common); its message lands on the field it names.
 */
export function ChangePasswordForm({ headingLevel = 2 }: { headingLevel?: 1 | 2 | 3 }) {
  const change = useChangePassword();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = formText(form, "current");
    const next = formText(form, "next");
    const confirm = formText(form, "confirm");
    const found: Partial<Record<Field, string>> = {};
    if (!current) found.current = "Enter your current password";
    const parsed = NewPassword.safeParse(next);
    if (!parsed.success) found.next = sentence(parsed.error.issues[0]!.message);
    else if (next !== confirm) found.confirm = "The two new passwords differ";
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { current, next },
      {
        onSuccess: () => formElement.reset(),
        onError: (error) => {
          const field = /^body\.(current|next): /.exec(error.message)?.[1] as Field | undefined;
          if (field) setErrors({ [field]: sentence(error.message) });
        },
      },
    );
  };

  const fieldError = change.isError && /^body\.(current|next): /.test(change.error.message);
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
          error={errors.current}
        />
        <NewPasswordInput label="New password" name="next" error={errors.next} />
        <PasswordInput
          label="Repeat the new password"
          name="confirm"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: "flex-start" }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
