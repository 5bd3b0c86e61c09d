// Token verification on app start (SPEC.md section 4), shared by the learner shell and the /admin area.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useVerifyToken } from "../../features/auth/api/verify-token.ts";
import { useUserInfo } from "../../features/user/api/get-user-info.ts";
import { isSessionValid, logout } from "../../lib/session.ts";
import { preloadScreen } from "../lazy-screen.tsx";

/**
 * POST verify-token; valid with a matching build hash (or a missing one) marks the session valid and loads the
 * user info; anything else logs out. The first screen's code downloads meanwhile, instead of after the check.
 */
export function useVerifiedSession(token: string) {
  const { pathname } = useLocation();
  const verify = useVerifyToken(token);
  const valid = verify.data !== undefined && isSessionValid(verify.data);
  const rejected = verify.isError || (verify.isSuccess && !valid);
  const user = useUserInfo({ enabled: valid });

  useEffect(() => {
    if (rejected) void logout();
  }, [rejected]);

  const [firstPath] = useState(pathname);
  useEffect(() => preloadScreen(firstPath), [firstPath]);

  return { valid, user };
}
