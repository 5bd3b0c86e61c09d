import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDeferredValue } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { onDemand } from "../../../lib/on-demand.tsx";
import { useAfterFirstScreen } from "../../../lib/first-screen.ts";
import { useProfile } from "../api/get-profile.ts";
import { PhotoCard } from "../components/photo-card.tsx";
import classes from "./profile-page.module.css";

// The details form's code (its inputs, the schema, @mantine/form: most of the screen's) is fetched once the page has
// been shown, so a phone paints the photo and account card without waiting for it; a skeleton holds its place.
const ProfileForm = onDemand(() => import("../components/profile-form.tsx").then((m) => m.ProfileForm));

const formSkeleton = <Skeleton h={520} radius="md" aria-label="Loading your profile" />;

/**
 * /profile (Edit Profile): photo, personal details, education, colleges, skills and work style; `certificates`
 * renders the learner's certificates under the account card (the certificates feature; app/ composes).
 */
export default function ProfilePage({
  certificates,
}: {
  certificates?: (program: string | null) => ReactNode;
}) {
  const user = useCurrentUser();
  const profile = useProfile();
  // The form mounts from a deferred copy of the answer: React builds it in slices between the browser's own work
  // (on a phone, one long task otherwise), and the skeleton stays until it is ready.
  const loaded = useDeferredValue(profile.data);
  const formCode = useAfterFirstScreen();

  if (user === null) return null;

  return (
    <Container size="lg" py="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        Edit Profile
      </Title>
      <Text c="gray.7" mb="lg">
        Recruiters and mentors see this profile. Keep your education and skills current.
      </Text>
      <div className={classes.layout}>
        <Stack gap="md">
          <PhotoCard name={user.name} photo={loaded?.photo ?? user.photo} />
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-title">
            <Title order={2} size="h4" id="account-title">
              Account
            </Title>
            <Text size="sm" mt="xs">
              {user.name}
            </Text>
            <Text size="sm" c="gray.7">
              {user.email}
            </Text>
            {/* The form belongs to the account-security feature; its page is one link away. */}
            <Group gap="sm" mt="md">
              <Button component={Link} to="/profile/password" variant="light">
                Change password
              </Button>
              <Button component={Link} to="/profile/notifications" variant="default">
                Email notifications
              </Button>
              <Button component={Link} to="/profile/privacy" variant="default">
                Privacy and my data
              </Button>
            </Group>
          </Paper>
          {certificates?.(user.cprogram ?? null)}
        </Stack>

        {loaded !== undefined && formCode ? (
          <ProfileForm.Component loaded={loaded} fallback={formSkeleton} />
        ) : profile.isError ? (
          <Alert color="red" role="alert" title="Your profile could not be loaded">
            {profile.error.message}
          </Alert>
        ) : (
          formSkeleton
        )}
      </div>
    </Container>
  );
}
