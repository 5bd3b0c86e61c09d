// The side menu (SPEC.md section 2: "The side menu has an AI Interview item linking to /mockinterview"): the top
// navigation, then the notes pages no top item links to (notes-access.ts). AI Interview follows the top menu
// (issue 21): the side menu shows it exactly where the program's top navigation has it (hasAiInterview), which is
// also where /mockinterview opens and where the API area "interview" is open, so the item never leads to a redirect.
import { barredPaths, normalizePath } from "./access.ts";
import { NAV_LABELS, topNavigation } from "./navigation.ts";
import type { NavContext, NavItem } from "./navigation.ts";
import { sideNotesItems } from "./notes-access.ts";

/** My progress (issue 41): a side-menu item, so the top navigation stays SPEC.md's; where /progress is not barred. */
function progressItem(ctx: NavContext): NavItem[] {
  if (ctx.program === null || ctx.program === "") return [];
  const barred = barredPaths(ctx.program, ctx.plan, ctx.planned);
  if (barred.some((p) => normalizePath(p) === "/progress")) return [];
  return [{ key: "progress", label: NAV_LABELS.progress, path: "/progress" }];
}

/**
 * The side menu: the top navigation (AI Interview included where the program has it), My progress, then the other
 * notes pages. At phone widths these extra items join the burger panel (the header's "More" list).
 */
export function sideMenu(ctx: NavContext): NavItem[] {
  return [...topNavigation(ctx), ...progressItem(ctx), ...sideNotesItems(ctx)];
}
