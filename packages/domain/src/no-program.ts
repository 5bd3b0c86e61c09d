// A learner with no program enrolment (a walk-in who signed up before buying, or one whose enrolment was
// removed): there is no menu, home page or content to show, so after the questionnaire they see one page that says
// what to do next, instead of an empty program page whose calls are refused.
import { normalizePath } from "./access.ts";

/** The page a learner without a program sees (what to do next, who to contact). */
export const NO_PROGRAM_PATH = "/no-program";

// Pages that still make sense without a program: the no-program page, notifications, FAQs and the password
// (issue 26: an account is still an account before enrolment).
const OPEN_PATHS: readonly string[] = [NO_PROGRAM_PATH, "/notifications", "/faq", "/profile/password"];

/**
 * Where a learner with no program goes, or null to stay: the questionnaire (/signup/step1) until step 1 is done,
 * then NO_PROGRAM_PATH from every page but the few that work without a program. Learners with a program get
 * null here (the normal routing applies), except on NO_PROGRAM_PATH, which sends them to "/" to be routed home.
 */
export function noProgramRedirect(ctx: { hasProgram: boolean; steps: number; path: string }): string | null {
  const path = normalizePath(ctx.path);
  if (ctx.hasProgram) return path === NO_PROGRAM_PATH ? "/" : null;
  if (!(ctx.steps >= 1)) return path === "/signup/step1" ? null : "/signup/step1";
  return OPEN_PATHS.includes(path) ? null : NO_PROGRAM_PATH;
}
