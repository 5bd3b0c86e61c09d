// The instructor area (/admin/*). SPEC.md shows no admin screen, PRODUCT.md needs one: it sits beside the learner
// shell rather than inside it, because an admin has no program, so the learner menus, ticker and program redirects
// have nothing to work from. It checks the session the same way (verify-token, then user info) and lets only the
// admin role in; a learner who opens /admin is sent to "/", where the learner shell routes them home.
import { Button, Paper, Text } from "@mantine/core";
import { Link, NavLink, Navigate, Outlet, useLocation } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { CalendarCoverageBanner } from "../../features/admin-market/components/calendar-coverage-banner.tsx";
import { CurrentUserProvider } from "../../lib/current-user.tsx";
import { logout } from "../../lib/session.ts";
import { getToken } from "../../lib/token.ts";
import { RenderBoundary } from "../render-boundary.tsx";
import { AdminFooter } from "./admin-footer.tsx";
import { PageLoader } from "../shell/page-loader.tsx";
import { useVerifiedSession } from "../shell/use-verified-session.ts";
import shellClasses from "../shell/shell.module.css";
import classes from "./admin-layout.module.css";

/** The links of the instructor area, in display order. */
export const ADMIN_NAV: readonly { label: string; path: string }[] = [
  { label: "Research", path: "/admin/research" },
  { label: "Content", path: "/admin/content" },
  { label: "Live sessions", path: "/admin/live" },
  { label: "FAQs", path: "/admin/faq" },
  { label: "Sign-ups", path: "/admin/signups" },
  { label: "Users", path: "/admin/users" },
  { label: "Audit log", path: "/admin/audit" },
  { label: "Mail", path: "/admin/mail" },
  { label: "Market prices", path: "/admin/market" },
  { label: "Games", path: "/admin/games" },
  { label: "Analytics", path: "/admin/analytics" },
  { label: "Certificates", path: "/admin/certificates" },
  { label: "Interview grader", path: "/admin/interview" },
  { label: "Privacy", path: "/admin/privacy" },
];

/** The /admin layout: a logged-out visitor goes to /login, a learner to "/", an admin sees the area. */
export default function AdminLayout() {
  const token = getToken();
  if (token === null) return <Navigate to="/login" replace />;
  return <AdminSession key={token} token={token} />;
}

function AdminSession({ token }: { token: string }) {
  const { pathname } = useLocation();
  const { ready, user } = useVerifiedSession(token);

  if (!ready || user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <div className={shellClasses.centerPage}>
        <Paper withBorder shadow="sm" p="xl" maw={440} role="alert">
          <Text fw={600}>We could not load your account</Text>
          <Text c="dimmed" mt="xs">
            The server did not answer. Check your connection and try again.
          </Text>
          <Button mt="lg" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </Paper>
      </div>
    );
  }
  if (user.data.role !== "admin") return <Navigate to="/" replace />;

  return (
    <CurrentUserProvider user={user.data}>
      <a href="#admin-main" className={shellClasses.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <div className={classes.bar}>
          {/* The name holds the visible "FinCareer Admin" (label in name); the space keeps the two words apart. */}
          <Link to="/admin" className={classes.brandLink} aria-label="FinCareer Admin home">
            <Brand tone="light" /> <span className={classes.areaBadge}>Admin</span>
          </Link>
          <nav className={classes.nav} aria-label="Admin">
            <ul className={classes.navList}>
              {ADMIN_NAV.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} className={classes.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.user}>
            <span className={classes.userName} title={user.data.email}>
              {user.data.name}
            </span>
            <button type="button" className={classes.logout} onClick={() => void logout()}>
              Log out
            </button>
          </div>
        </div>
      </header>
      <main id="admin-main" className={classes.main} tabIndex={-1}>
        {/* Every admin page: the trading calendar does not cover the next 30 days (issue 38). */}
        <CalendarCoverageBanner />
        <RenderBoundary resetKeys={[pathname]}>
          <Outlet />
        </RenderBoundary>
      </main>
      <AdminFooter />
    </CurrentUserProvider>
  );
}
