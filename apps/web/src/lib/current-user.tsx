// The signed-in learner's info, provided by the shell once GET /api/user/info has answered, so pages read it
// without importing another feature.
import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { currentPlanOf } from "@fincareer/domain/first-data";
import { canEditProfile, topNavigation } from "@fincareer/domain/navigation";
import type { NavItem } from "@fincareer/domain/navigation";

const CurrentUserContext = createContext<UserInfo | null>(null);

/** Makes the user info available to everything below. */
export function CurrentUserProvider({ user, children }: { user: UserInfo | null; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user's info, or null outside the authenticated shell. */
export function useCurrentUser(): UserInfo | null {
  return useContext(CurrentUserContext);
}

/** The plan comment (FAGOLD, BAEXCELBASIC, ...) of the enrolment in the user's current program. */
export const currentPlan: (user: Pick<UserInfo, "cprogram" | "program"> | null) => string | null =
  currentPlanOf;

/** True when Edit Profile opens for the user: canEditProfile, and a program (without one, /profile is not open). */
export function profileEditable(user: UserInfo): boolean {
  return (
    user.program.length > 0 &&
    canEditProfile({ steps: user.post_signup_steps, planned: user.planned, program: user.cprogram })
  );
}

/** The user's top-menu items (no badges): where a page's links may lead without a redirect. */
export function userMenu(user: UserInfo | null): NavItem[] {
  return topNavigation({
    program: user?.cprogram ?? null,
    plan: user ? currentPlan(user) : null,
    planned: user?.planned,
    researchType: user?.research_type,
  });
}
