// Every route of SPEC.md section 2, each screen loaded on demand. Screens of later releases show the shared
// coming-soon body; the service name given to lazyScreen is what the maintenance page names when loading fails.
import { Route, Routes } from "react-router";
import { comingSoon, lazyScreen, registerScreen } from "./lazy-screen.tsx";

const LoginPage = lazyScreen("Login", () => import("../features/auth/pages/login-page.tsx"));
const SignupPage = lazyScreen("Sign-up", () => import("../features/auth/pages/signup-page.tsx"));
const RenewPage = lazyScreen("Renewal", () => import("../features/renewal/pages/renew-page.tsx"));
const AppLayout = lazyScreen("FinCareer", () => import("./shell/app-layout.tsx"));
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
);
const NotFoundPage = lazyScreen("Navigation", () => import("./screens/not-found-page.tsx"));

/** Screens built by later issues: path and the screen name their coming-soon body shows. */
export const COMING_SOON_SCREENS: readonly { path: string; screen: string }[] = [
  { path: "/dashboard", screen: "Home" },
  { path: "/portfolio", screen: "Portfolio" },
  { path: "/stats", screen: "Stats" },
  { path: "/games", screen: "Games" },
  { path: "/games/performance", screen: "Games Performance" },
  { path: "/research", screen: "Research" },
  { path: "/newresearch", screen: "Research" },
  { path: "/faresearch", screen: "FA Research" },
  { path: "/ivepresearch", screen: "Projects" },
  { path: "/resource", screen: "Resource" },
  { path: "/newresource", screen: "Resource" },
  { path: "/beginerresource", screen: "For Beginner" },
  { path: "/lifesession", screen: "Live Sessions" },
  { path: "/mockinterview", screen: "AI Interview" },
  { path: "/profile", screen: "Edit Profile" },
  { path: "/faq", screen: "FAQs" },
  { path: "/company", screen: "Company" },
  { path: "/note", screen: "IBEP Notes" },
  { path: "/ssepnotes", screen: "SSEP Notes" },
  { path: "/BANotes", screen: "BA Notes" },
  { path: "/FnONotes", screen: "FnO Notes" },
  { path: "/DSNOTES", screen: "DS Notes" },
  { path: "/EXCELNOTES", screen: "Excel Notes" },
  { path: "/MREPNOTES", screen: "MREP Notes" },
  { path: "/GenAINOTES", screen: "GenAI Notes" },
  { path: "/MLNOTES", screen: "ML Notes" },
];

// Created once at module load: a lazy component made during render would reload on every render.
const COMING_SOON_ROUTES = COMING_SOON_SCREENS.map(({ path, screen }) => ({
  path,
  Screen: comingSoon(screen),
}));

/** The route table: public pages, then the authenticated shell with every learner screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/renew" element={<RenewPage />} />
      <Route element={<AppLayout />}>
        {/* "/" always redirects (to /login, or to the sign-up step target); nothing renders here. */}
        <Route index element={null} />
        <Route path="/signup/step1" element={<SignupStep1Page />} />
        <Route path="/signup/step2" element={<SignupStep2Page />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        {COMING_SOON_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
