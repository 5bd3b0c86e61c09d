import { Container, Paper } from "@mantine/core";
import { ChangePasswordForm } from "../components/change-password-form.tsx";

/** /profile/password: the change-password form on its own page (Edit Profile embeds the same form). */
export default function ChangePasswordPage() {
  return (
    <Container size="xs" py="xl" w="100%">
      <Paper withBorder p="lg" radius="md">
        <ChangePasswordForm headingLevel={1} />
      </Paper>
    </Container>
  );
}
