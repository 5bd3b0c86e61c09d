import { TextInput } from "@mantine/core";

/** The required email field of the log-in and sign-up forms (form field `email`). */
export function EmailInput({ error }: { error?: string }) {
  return (
    <TextInput
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      error={error}
      size="md"
    />
  );
}
