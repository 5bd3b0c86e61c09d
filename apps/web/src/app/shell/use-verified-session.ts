// Token verification on app start (SPEC.md section 4), shared by the learner shell and the /admin area.
import { useEffect, useState } from "react";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { useLocation } from "react-router";
import { useVerifyToken } from "../../features/auth/api/verify-token.ts";
import { useUserInfo } from "../../features/user/api/get-user-info.ts";
import { isSessionValid, logout } from "../../lib/session.ts";
import { readLastUser, writeLastUser } from "../../lib/token.ts";
import { preloadScreen } from "../lazy-screen.tsx";

/**
 * POST verify-token; valid with a matching build hash (or a missing one) marks the session valid and loads the
 * user info; anything else logs out. The first screen's code downloads meanwhile, instead of after the check.
 * `ready` is true once there is a user to render: the server's, or, while the check runs, the one last loaded
 * with this token (so the shell, the screen and its data start at once; a rejected token still logs out).
 */
export function useVerifiedSession(token: string) {
  const { pathname } = useLocation();
  const [remembered] = useState(() => readLastUser<UserInfo>(token));
  const verify = useVerifyToken(token);
  const valid = verify.data !== undefined && isSessionValid(verify.data);
  const rejected = verify.isError || (verify.isSuccess && !valid);
  const user = useUserInfo({ enabled: valid, remembered });
  const ready = !rejected && (valid || remembered !== null);
  const fresh = valid && user.isSuccess && user.dataUpdatedAt > 0 ? user.data : null;

  useEffect(() => {
    if (rejected) void logout();
  }, [rejected]);

  useEffect(() => {
    if (fresh !== null) writeLastUser(token, fresh);
  }, [token, fresh]);

  const [firstPath] = useState(pathname);
  useEffect(() => preloadScreen(firstPath), [firstPath]);

  return { valid, ready, user };
}
