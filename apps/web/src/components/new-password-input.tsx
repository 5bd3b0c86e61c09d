import { PasswordInput } from "@mantine/core";
import type { PasswordInputProps } from "@mantine/core";
import { PASSWORD_MIN } from "@fincareer/domain/contract/auth";

const DESCRIPTION_STYLES = { description: { color: "var(--mantine-color-gray-7)" } };

/**
 * A required field for a new password (sign-up, reset, change) with the password rule under it; the other props
 * (label, name, error, …) go to Mantine's PasswordInput.
 */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      styles={DESCRIPTION_STYLES}
      description={`At least ${PASSWORD_MIN} characters; a phrase of unrelated words works well. Not your email or name.`}
      required
      {...props}
    />
  );
}
