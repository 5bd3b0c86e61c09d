// Every route of SPEC.md section 2, each screen loaded on demand. Screens of later releases show the shared
// coming-soon body; the service name given to lazyScreen is what the maintenance page names when loading fails.
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { createRoutesFromElements, Navigate, Route, useRoutes } from "react-router";
import { portfolioData } from "../features/portfolio/api/portfolio-data.ts";
import { profileScreenData } from "./profile-screen-data.ts";
import { dashboardScreenData, newResourceScreenData } from "./home-screen-data.ts";
import { researchData } from "../features/research/api/research-data.ts";
import { resourcesData } from "../features/resources/api/resources-data.ts";
import { faqData } from "../features/faq/api/faq-data.ts";
import { gamesData } from "../features/games/api/games-data.ts";
import { interviewData } from "../features/interview/api/interview-data.ts";
import { liveData } from "../features/live/api/live-data.ts";
import { notesData } from "../features/notes/api/notes-data.ts";
import { notificationsData } from "../features/notifications/api/notifications-data.ts";
import { statsData } from "../features/stats/api/stats-data.ts";
import { comingSoon, lazyScreen, preloadScreen, registerScreen } from "./lazy-screen.tsx";
import type { LazyScreen } from "./lazy-screen.tsx";
import { preloadShellData } from "./shell/shell-data.ts";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { readLastUser } from "../lib/token.ts";

const LoginPage = lazyScreen("Login", () => import("../features/auth/pages/login-page.tsx"));
const SignupPage = lazyScreen("Sign-up", () => import("./screens/signup-page.tsx"));
const RenewPage = lazyScreen("Renewal", () => import("../features/renewal/pages/renew-page.tsx"));
const ForgotPasswordPage = lazyScreen(
  "Password reset",
  () => import("../features/auth/pages/forgot-password-page.tsx"),
);
const ResetPasswordPage = lazyScreen(
  "Password reset",
  () => import("../features/auth/pages/reset-password-page.tsx"),
);
// Account security (issue 12): change password on its own page until Edit Profile embeds the form.
const ChangePasswordPage = registerScreen(
  "/profile/password",
  lazyScreen("Change password", () => import("../features/account-security/pages/change-password-page.tsx")),
);
// Email preferences (issue 23): the learner's switches, and the page a mail's unsubscribe link opens (no login).
const NotificationPreferencesPage = registerScreen(
  "/profile/notifications",
  lazyScreen(
    "Email notifications",
    () => import("../features/mail-preferences/pages/notification-preferences-page.tsx"),
  ),
);
const UnsubscribePage = lazyScreen(
  "Unsubscribe",
  () => import("../features/mail-preferences/pages/unsubscribe-page.tsx"),
);
const AppLayout = lazyScreen("FinCareer", () => import("./shell/app-layout.tsx"), { layout: true });
const SignupStep1Page = registerScreen(
  "/signup/step1",
  lazyScreen("Sign-up", () => import("../features/signup-steps/pages/signup-step1-page.tsx")),
);
const SignupStep2Page = registerScreen(
  "/signup/step2",
  lazyScreen("Portfolio setup", () => import("../features/signup-steps/pages/signup-step2-page.tsx")),
);
const NotificationsPage = registerScreen(
  "/notifications",
  lazyScreen("Notifications", () => import("../features/notifications/pages/notifications-page.tsx")),
  notificationsData,
);
// Research and projects (issue 4): one screen, four routes; the kind picks the API and the headings.
const researchScreen = (path: string, service: string, kind: "old" | "new" | "fa" | "projects") =>
  registerScreen(
    path,
    lazyScreen(service, () =>
      import("../features/research/pages/research-page.tsx").then(({ ResearchPage }) => ({
        default: () => <ResearchPage kind={kind} />,
      })),
    ),
    researchData(kind),
  );
const OldResearchPage = researchScreen("/research", "Research", "old");
const NewResearchPage = researchScreen("/newresearch", "Research", "new");
const FaResearchPage = researchScreen("/faresearch", "FA Research", "fa");
const ProjectsPage = researchScreen("/ivepresearch", "Projects", "projects");
// The instructor area (/admin/*): its own layout beside the learner shell; pages register inside it.
const AdminLayout = lazyScreen("Admin", () => import("./admin/admin-layout.tsx"), { layout: true });
const AdminResearchPage = registerScreen(
  "/admin/research",
  lazyScreen("Research grading", () => import("../features/admin-research/pages/admin-research-page.tsx")),
);
// Markets (issue 3): Home, portfolio, stats and company; chart code stays inside these lazy chunks.
// The learner's home opens with the today card (issue 41): the progress feature's, composed here.
const withToday = <P,>(page: Promise<{ default: unknown }>, props: P) =>
  Promise.all([page, import("../features/progress/components/today-card.tsx")]).then(
    ([screen, { TodayCard }]) => {
      const Page = screen.default as ComponentType<P & { today?: ReactNode }>;
      return { default: () => <Page {...props} today={<TodayCard />} /> };
    },
  );
const DashboardPage = registerScreen(
  "/dashboard",
  lazyScreen("Home", () => withToday(import("../features/market/pages/dashboard-page.tsx"), {})),
  dashboardScreenData,
);
const PortfolioPage = registerScreen(
  "/portfolio",
  lazyScreen("Portfolio", () => import("../features/portfolio/pages/portfolio-page.tsx")),
  portfolioData,
);
const StatsPage = registerScreen(
  "/stats",
  lazyScreen("Stats", () => import("../features/stats/pages/stats-page.tsx")),
  statsData,
);
const CompanyPage = registerScreen(
  "/company",
  lazyScreen("Company", () => import("../features/company/pages/company-page.tsx")),
);
// The Excel course (issue 5): lessons, charts and the interactive labs all stay inside this lazy chunk.
const ExcelNotesPage = registerScreen(
  "/EXCELNOTES",
  lazyScreen("Excel Notes", () => import("../features/excel/pages/excel-notes-page.tsx")),
);
// Learning content (issue 5): video resources and the Markdown notes pages (every notes route but /EXCELNOTES).
const ResourcePage = registerScreen(
  "/resource",
  lazyScreen("Resource", () => import("../features/resources/pages/resources-page.tsx")),
  resourcesData("main"),
);
const NewResourcePage = registerScreen(
  "/newresource",
  // The home of every program but FMEP (programHome), so it opens with the today card too.
  lazyScreen("Resource", () =>
    withToday(
      import("../features/resources/pages/resources-page.tsx").then(
        (m): { default: ComponentType<{ track: "main"; today?: ReactNode }> } => ({
          default: m.ResourcesPage,
        }),
      ),
      { track: "main" as const },
    ),
  ),
  newResourceScreenData,
);
const BeginnerResourcePage = registerScreen(
  "/beginerresource",
  lazyScreen("For Beginner", () => import("../features/resources/pages/beginner-resources-page.tsx")),
  resourcesData("beginner"),
);
// Live sessions (issue 11): the learner's schedule and the instructor's scheduling screen.
const LiveSessionsPage = registerScreen(
  "/lifesession",
  lazyScreen("Live Sessions", () => import("../features/live/pages/live-sessions-page.tsx")),
  liveData,
);
const AdminLivePage = registerScreen(
  "/admin/live",
  lazyScreen("Live sessions", () => import("../features/admin-live/pages/admin-live-page.tsx")),
);
const AdminUsersPage = registerScreen(
  "/admin/users",
  lazyScreen("Users", () => import("../features/admin-users/pages/admin-users-page.tsx")),
);
const AdminAuditPage = registerScreen(
  "/admin/audit",
  lazyScreen("Audit log", () => import("../features/admin-users/pages/admin-audit-page.tsx")),
);
const AdminMailPage = registerScreen(
  "/admin/mail",
  lazyScreen("Mail", () => import("../features/admin-mail/pages/admin-mail-page.tsx")),
);
const AdminMarketPage = registerScreen(
  "/admin/market",
  lazyScreen("Market prices", () => import("../features/admin-market/pages/admin-market-page.tsx")),
);
const AdminContentPage = registerScreen(
  "/admin/content",
  lazyScreen("Content", () => import("../features/admin-content/pages/admin-content-page.tsx")),
);
// AI mock interview (issue 11).
const InterviewPage = registerScreen(
  "/mockinterview",
  lazyScreen("AI Interview", () => import("../features/interview/pages/interview-page.tsx")),
  interviewData,
);
// Trading games (issue 10): the hub with the four games, and the performance charts.
const GamesPage = registerScreen(
  "/games",
  lazyScreen("Games", () => import("../features/games/pages/games-page.tsx")),
  gamesData("/games"),
);
const GamesPerformancePage = registerScreen(
  "/games/performance",
  lazyScreen("Games Performance", () => import("../features/games/pages/performance-page.tsx")),
  gamesData("/games/performance"),
);
const AdminGamesPage = registerScreen(
  "/admin/games",
  lazyScreen("Games admin", () => import("../features/admin-games/pages/admin-games-page.tsx")),
);
// Question quality and raters (issue 24): admin reports of one program each.
const AdminQuestionQualityPage = registerScreen(
  "/admin/analytics/questions",
  lazyScreen(
    "Question quality",
    () => import("../features/admin-question-quality/pages/admin-question-quality-page.tsx"),
  ),
);
// The interview grader preview (issue 40): an instructor sees the evaluation a learner would get.
const AdminInterviewPreviewPage = registerScreen(
  "/admin/interview",
  lazyScreen("Interview grader preview", () => import("../features/interview/pages/admin-preview-page.tsx")),
);
const AdminRatersPage = registerScreen(
  "/admin/analytics/raters",
  lazyScreen("Raters", () => import("../features/admin-raters/pages/admin-raters-page.tsx")),
);
// My progress (issue 24), from the profile menu, with the certificate of the current program (issue 44).
const ProgressPage = registerScreen(
  "/progress",
  lazyScreen("My progress", () =>
    Promise.all([
      import("../features/progress/pages/progress-page.tsx"),
      import("../features/certificates/components/certificate-progress.tsx"),
    ]).then(([{ default: Progress }, { CertificateProgress }]) => ({
      default: () => <Progress certificate={(program) => <CertificateProgress program={program} />} />,
    })),
  ),
);
// Certificates (issue 44): the public verification page a certificate's QR code opens, and the admin screen.
const VerifyPage = lazyScreen(
  "Certificate verification",
  () => import("../features/certificates/pages/verify-page.tsx"),
);
const AdminCertificatesPage = registerScreen(
  "/admin/certificates",
  lazyScreen("Certificates", () => import("../features/certificates/pages/admin-certificates-page.tsx")),
);
// Cohort analytics (issue 24): the overview and the at-risk list (questions and raters are their own pages).
const AdminAnalyticsPage = registerScreen(
  "/admin/analytics",
  lazyScreen("Analytics", () => import("../features/admin-analytics/pages/admin-analytics-page.tsx")),
);
const AdminAtRiskPage = registerScreen(
  "/admin/analytics/at-risk",
  lazyScreen("At-risk learners", () => import("../features/admin-analytics/pages/admin-at-risk-page.tsx")),
);
const NOTES_SCREENS = (
  [
    ["/note", "IBEP Notes"],
    ["/ssepnotes", "SSEP Notes"],
    ["/BANotes", "BA Notes"],
    ["/FnONotes", "FnO Notes"],
    ["/DSNOTES", "DS Notes"],
    ["/MREPNOTES", "MREP Notes"],
    ["/GenAINOTES", "GenAI Notes"],
    ["/MLNOTES", "ML Notes"],
  ] as const
).map(([path, service]) => ({
  path,
  Screen: registerScreen(
    path,
    lazyScreen(service, () =>
      import("../features/notes/pages/notes-page.tsx").then(({ NotesPage }) => ({
        default: () => <NotesPage route={path} />,
      })),
    ),
    notesData(path),
  ),
}));
// Account (issue 12): Edit Profile, FAQs, the no-program page, and the admins' FAQ editor and sign-up answers.
const ProfilePage = registerScreen(
  "/profile",
  lazyScreen("Edit Profile", () =>
    Promise.all([
      import("../features/profile/pages/profile-page.tsx"),
      import("../features/certificates/components/my-certificates.tsx"),
    ]).then(([{ default: Profile }, { MyCertificates }]) => ({
      default: () => <Profile certificates={(program) => <MyCertificates program={program} />} />,
    })),
  ),
  profileScreenData,
);
const FaqPage = registerScreen(
  "/faq",
  lazyScreen("FAQs", () => import("../features/faq/pages/faq-page.tsx")),
  faqData,
);
const NoProgramPage = registerScreen(
  "/no-program",
  lazyScreen("Enrolment", () => import("../features/no-program/pages/no-program-page.tsx")),
);
const AdminFaqPage = registerScreen(
  "/admin/faq",
  lazyScreen("FAQ editor", () => import("../features/admin-account/pages/admin-faq-page.tsx")),
);
const AdminSignupsPage = registerScreen(
  "/admin/signups",
  lazyScreen("Sign-up answers", () => import("../features/admin-account/pages/admin-signups-page.tsx")),
);
// Learners' data rights (issue 43): the learner's privacy page, the admins' requests and data map, the public notice.
const PrivacyPage = registerScreen(
  "/profile/privacy",
  lazyScreen("Privacy", () => import("../features/privacy/pages/privacy-page.tsx")),
);
const AdminPrivacyPage = registerScreen(
  "/admin/privacy",
  lazyScreen("Privacy", () => import("../features/privacy/pages/admin-privacy-page.tsx")),
);
const PrivacyNoticePage = lazyScreen(
  "Privacy notice",
  () => import("../features/privacy/pages/notice-page.tsx"),
);
const NotFoundPage = lazyScreen("Navigation", () => import("./screens/not-found-page.tsx"));

const PUBLIC_SCREENS: Record<string, LazyScreen> = {
  "/login": LoginPage,
  "/signup": SignupPage,
  "/renew": RenewPage,
  "/reset-password": ResetPasswordPage,
  "/forgot-password": ForgotPasswordPage,
  "/unsubscribe": UnsubscribePage,
  "/privacy": PrivacyNoticePage,
};

/**
 * Starts fetching what the first render will need as soon as the app starts, in parallel with the token check:
 * the public page, or the layout and the screen of the address with the shell's and the screen's first data
 * (a visitor without a token gets /login).
 */
export function preloadFirstScreen(
  location: { pathname: string; search: string },
  token: string | null,
  client: QueryClient,
): void {
  const { pathname, search } = location;
  const publicScreen = PUBLIC_SCREENS[pathname];
  if (publicScreen !== undefined) return publicScreen.preload();
  if (pathname === "/verify" || pathname.startsWith("/verify/")) return VerifyPage.preload();
  if (token === null) return LoginPage.preload();
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    AdminLayout.preload();
    return preloadScreen(pathname);
  }
  AppLayout.preload();
  preloadShellData(client, token);
  preloadScreen(pathname, { client, search, cprogram: readLastUser<UserInfo>(token)?.cprogram ?? null });
}

/** Screens built by later issues: path and the screen name their coming-soon body shows. */
export const COMING_SOON_SCREENS: readonly { path: string; screen: string }[] = [];

// Created once at module load: a lazy component made during render would reload on every render.
const COMING_SOON_ROUTES = COMING_SOON_SCREENS.map(({ path, screen }) => ({
  path,
  Screen: comingSoon(screen),
}));

/**
 * The route table: public pages, then the authenticated shell with every learner screen. Built once at module
 * load: `<Routes>` would turn these elements into route objects again on every render.
 */
const ROUTES = createRoutesFromElements(
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/signup" element={<SignupPage />} />
    <Route path="/renew" element={<RenewPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/unsubscribe" element={<UnsubscribePage />} />
    <Route path="/verify" element={<VerifyPage />} />
    <Route path="/verify/:code" element={<VerifyPage />} />
    <Route path="/privacy" element={<PrivacyNoticePage />} />
    <Route path="/admin" element={<AdminLayout />}>
      <Route index element={<Navigate to="/admin/research" replace />} />
      <Route path="research" element={<AdminResearchPage />} />
      <Route path="content" element={<AdminContentPage />} />
      <Route path="live" element={<AdminLivePage />} />
      <Route path="faq" element={<AdminFaqPage />} />
      <Route path="signups" element={<AdminSignupsPage />} />
      <Route path="users" element={<AdminUsersPage />} />
      <Route path="audit" element={<AdminAuditPage />} />
      <Route path="mail" element={<AdminMailPage />} />
      <Route path="market" element={<AdminMarketPage />} />
      <Route path="games" element={<AdminGamesPage />} />
      <Route path="analytics/questions" element={<AdminQuestionQualityPage />} />
      <Route path="analytics/raters" element={<AdminRatersPage />} />
      <Route path="analytics" element={<AdminAnalyticsPage />} />
      <Route path="analytics/at-risk" element={<AdminAtRiskPage />} />
      <Route path="certificates" element={<AdminCertificatesPage />} />
      <Route path="interview" element={<AdminInterviewPreviewPage />} />
      <Route path="privacy" element={<AdminPrivacyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route element={<AppLayout />}>
      {/* "/" always redirects (to /login, or to the sign-up step target); nothing renders here. */}
      <Route index element={null} />
      <Route path="/signup/step1" element={<SignupStep1Page />} />
      <Route path="/signup/step2" element={<SignupStep2Page />} />
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/progress" element={<ProgressPage />} />
      <Route path="/profile/password" element={<ChangePasswordPage />} />
      <Route path="/profile/notifications" element={<NotificationPreferencesPage />} />
      <Route path="/profile/privacy" element={<PrivacyPage />} />
      <Route path="/EXCELNOTES" element={<ExcelNotesPage />} />
      <Route path="/mockinterview" element={<InterviewPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/portfolio" element={<PortfolioPage />} />
      <Route path="/stats" element={<StatsPage />} />
      <Route path="/company" element={<CompanyPage />} />
      <Route path="/research" element={<OldResearchPage />} />
      <Route path="/newresearch" element={<NewResearchPage />} />
      <Route path="/faresearch" element={<FaResearchPage />} />
      <Route path="/ivepresearch" element={<ProjectsPage />} />
      <Route path="/resource" element={<ResourcePage />} />
      <Route path="/newresource" element={<NewResourcePage />} />
      <Route path="/beginerresource" element={<BeginnerResourcePage />} />
      <Route path="/lifesession" element={<LiveSessionsPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/no-program" element={<NoProgramPage />} />
      <Route path="/games" element={<GamesPage />} />
      <Route path="/games/performance" element={<GamesPerformancePage />} />
      {NOTES_SCREENS.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      {COMING_SOON_ROUTES.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
);

/** The screen of the current address. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
