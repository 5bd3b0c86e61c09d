import { Alert, Button, Modal, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { AdminCreateUserBody } from "@fincareer/domain/contract/admin";
import { useCreateUser } from "../api/create-user.ts";
import { ResetLinkBox } from "./reset-link-box.tsx";
import { formText } from "../../../lib/form-data.ts";

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.
const DESCRIPTION_STYLES = { description: { color: "var(--mantine-color-gray-7)" } };

/** "New learner": name and email; an optional password, else the answer's one-time link is shown to hand over. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    create.reset();
    setErrors({});
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, "password");
    const parsed = AdminCreateUserBody.safeParse({
      name: form.get("name"),
      email: form.get("email"),
      ...(password ? { password } : {}),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={close} title="New learner" centered>
      {create.isSuccess ? (
        <Stack>
          <Alert color="green" variant="light" title="Account created" role="status">
            {create.data.email} can now be enrolled from the user list.
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
            <TextInput label="Full name" name="name" required error={errors.name} />
            <TextInput label="Email" name="email" type="email" required error={errors.email} />
            <PasswordInput
              label="Password (optional)"
              name="password"
              autoComplete="new-password"
              styles={DESCRIPTION_STYLES}
              description="Leave empty to get a one-time link the learner uses to choose their own."
              error={errors.password}
            />
            <Button type="submit" loading={create.isPending}>
              Create account
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
