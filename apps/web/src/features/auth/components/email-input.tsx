import { TextInput } from "@mantine/core";
import type { TextInputProps } from "@mantine/core";

/** The required email field of the log-in, sign-up and forgot-password forms (form field `email`). */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      size="md"
      {...props}
    />
  );
}
