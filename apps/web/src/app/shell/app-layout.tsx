import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { Navigate } from "react-router";
import { CurrentUserProvider } from "../../lib/current-user.tsx";
import { logout } from "../../lib/session.ts";
import { getToken } from "../../lib/token.ts";
import { PageLoader } from "./page-loader.tsx";
import { useVerifiedSession } from "./use-verified-session.ts";
import { Shell } from "./shell.tsx";
import classes from "./shell.module.css";

/** The authenticated part of the app: a visitor without a token is sent to /login (the logged-out action). */
export default function AppLayout() {
  const token = getToken();
  if (token === null) return <Navigate to="/login" replace />;
  return <VerifiedSession key={token} token={token} />;
}

/** The learner shell once the token is verified (useVerifiedSession) and the user info is loaded. */
function VerifiedSession({ token }: { token: string }) {
  const { ready, user } = useVerifiedSession(token);

  if (!ready || user.isPending) return <PageLoader />;
  if (user.isError) return <AccountUnavailable onRetry={() => void user.refetch()} />;
  // An admin has no program: the learner shell has nothing to show them, so they work in the /admin area.
  if (user.data.role === "admin") return <Navigate to="/admin" replace />;
  return (
    <CurrentUserProvider user={user.data}>
      <Shell token={token} user={user.data} />
    </CurrentUserProvider>
  );
}

function AccountUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={classes.centerPage}>
      <Paper withBorder shadow="sm" p="xl" maw={440} role="alert">
        <Title order={1} size="h3">
          We could not load your account
        </Title>
        <Text c="dimmed" mt="xs">
          The server did not answer. Check your connection and try again.
        </Text>
        <Group mt="lg">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="default" onClick={() => void logout()}>
            Log out
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
