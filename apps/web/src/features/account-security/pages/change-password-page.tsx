import { Anchor, Container, Paper } from "@mantine/core";
import { Link } from "react-router";
import { profileEditable, useCurrentUser } from "../../../lib/current-user.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";

/** /profile/password: the change-password form on its own page, reached from Edit Profile (and led back to it). */
export default function ChangePasswordPage() {
  const user = useCurrentUser();
  return (
    <Container size="xs" py="xl" w="100%">
      {user !== null && profileEditable(user) && (
        <Anchor component={Link} to="/profile" size="sm" mb="sm" display="inline-block">
          ← Back to Edit Profile
        </Anchor>
      )}
      <Paper withBorder p="lg" radius="md">
        <ChangePasswordForm headingLevel={1} />
      </Paper>
    </Container>
  );
}
