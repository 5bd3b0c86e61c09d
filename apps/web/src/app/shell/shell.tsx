import { Navigate, Outlet, useLocation } from "react-router";
import { activeTab, normalizePath, redirectFor } from "@fincareer/domain/access";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { NOTIFICATION_LIMIT } from "@fincareer/domain/constants";
import { showTopNav, topNavigation } from "@fincareer/domain/navigation";
import { sideMenu } from "@fincareer/domain/side-menu";
import { noProgramRedirect } from "@fincareer/domain/no-program";
import { currentPlan } from "../../lib/current-user.tsx";
import { useAfterFirstScreen } from "../../lib/first-screen.ts";
import { logout } from "../../lib/session.ts";
import { useNotifications } from "../../features/notifications/api/list-notifications.ts";
import { ProgramChooser } from "../../features/programs/components/program-chooser.tsx";
import { useRenewalRedirect } from "../../features/renewal/hooks/use-renewal-redirect.ts";
import { useLiveSessions } from "../../features/user/api/get-live-sessions.ts";
import { onDemand } from "../../lib/on-demand.tsx";
import { useMyPrivacy } from "../../features/privacy/api/privacy.ts";
import { RenderBoundary } from "../render-boundary.tsx";
import { Header, SignupHeader } from "./header.tsx";
import { TickerSlot } from "./ticker-slot.tsx";
import { useLiveSocket } from "./use-live-socket.ts";
import classes from "./shell.module.css";

// The privacy notice's banner (and its dialog: Modal, Checkbox, the notice's table) is fetched only for a learner
// who has not accepted the current notice, after the first screen: the others never download it (issue 45's first
// visit).
const ConsentBanner = onDemand(() =>
  import("../../features/privacy/components/consent-banner.tsx").then((m) => m.ConsentBanner),
);

/** The consent banner when the learner's privacy state asks for it (the banner reads the same cached state). */
function ConsentPrompt() {
  const mine = useMyPrivacy();
  if (!mine.data?.needs_consent) return null;
  return <ConsentBanner.Component fallback={null} />;
}

function previousProgramOf(state: unknown): string | null {
  if (state === null || typeof state !== "object") return null;
  const value = (state as { previousProgram?: unknown }).previousProgram;
  return typeof value === "string" ? value : null;
}

/**
 * The layout around every authenticated screen: redirect guard (redirectFor on every navigation), header or
 * the sign-up bar, ticker slot, the screen inside a render-failure boundary, the first-visit chooser, the live
 * socket and the renewal check.
 */
export function Shell({ token, user }: { token: string; user: UserInfo }) {
  const location = useLocation();
  const path = location.pathname;
  const program = user.cprogram;
  const plan = currentPlan(user);
  const navContext = { program, plan, planned: user.planned, researchType: user.research_type };
  const hasLiveItem = topNavigation(navContext).some((item) => item.key === "liveSessions");
  const live = useLiveSessions(program, { enabled: hasLiveItem });
  const notifications = useNotifications(NOTIFICATION_LIMIT);
  // The live prices start once the first screen is shown (lib/first-screen.ts): it renders from stored prices.
  const afterFirst = useAfterFirstScreen();
  useLiveSocket(token, afterFirst, program);
  useRenewalRedirect(program, program !== null);

  // A learner with no program has no menu or home: the questionnaire, then the page saying what to do next.
  const hasProgram = user.program.length > 0;
  const target =
    noProgramRedirect({ hasProgram, steps: user.post_signup_steps, path }) ??
    (hasProgram
      ? redirectFor({ program, plan, planned: user.planned, steps: user.post_signup_steps, path })
      : null);
  if (target !== null && normalizePath(target) !== normalizePath(path)) {
    return <Navigate to={target} replace />;
  }

  const withNav = showTopNav(path) && hasProgram;
  const fullContext = { ...navContext, hasUpcomingLiveSession: live.data?.upcoming === true };
  const active = activeTab({ path, program, previousProgram: previousProgramOf(location.state) });
  const handleLogout = () => {
    void logout();
  };

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {withNav ? (
        <Header
          user={user}
          items={topNavigation(fullContext)}
          sideItems={sideMenu(fullContext)}
          active={active}
          unread={notifications.data?.count ?? 0}
        />
      ) : (
        <SignupHeader onLogout={handleLogout} />
      )}
      <TickerSlot program={program} path={path} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <RenderBoundary resetKeys={[program, path]}>
          {/* The privacy notice to accept after sign-up and whenever it changes (issue 43), after the first screen. */}
          {afterFirst && <ConsentPrompt />}
          <Outlet />
        </RenderBoundary>
      </main>
      {withNav && <ProgramChooser user={user} />}
    </>
  );
}
