import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { useVerifyToken } from "../../features/auth/api/verify-token.ts";
import { useUserInfo } from "../../features/user/api/get-user-info.ts";
import { CurrentUserProvider } from "../../lib/current-user.tsx";
import { isSessionValid, logout } from "../../lib/session.ts";
import { getToken } from "../../lib/token.ts";
import { preloadScreen } from "../lazy-screen.tsx";
import { PageLoader } from "./page-loader.tsx";
import { Shell } from "./shell.tsx";
import classes from "./shell.module.css";

/** The authenticated part of the app: a visitor without a token is sent to /login (the logged-out action). */
export default function AppLayout() {
  const token = getToken();
  if (token === null) return <Navigate to="/login" replace />;
  return <VerifiedSession key={token} token={token} />;
}

/**
 * Token verification on app start (SPEC.md section 4): POST verify-token; valid with a matching build hash (or
 * a missing one) marks the session valid and loads the user info; anything else logs out.
 */
function VerifiedSession({ token }: { token: string }) {
  const { pathname } = useLocation();
  const verify = useVerifyToken(token);
  const valid = verify.data !== undefined && isSessionValid(verify.data);
  const rejected = verify.isError || (verify.isSuccess && !valid);
  const user = useUserInfo({ enabled: valid });

  useEffect(() => {
    if (rejected) void logout();
  }, [rejected]);

  // The screen's code downloads while the session is checked, instead of after it.
  const [firstPath] = useState(pathname);
  useEffect(() => preloadScreen(firstPath), [firstPath]);

  if (!valid || user.isPending) return <PageLoader />;
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
