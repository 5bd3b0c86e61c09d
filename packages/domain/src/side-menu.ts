// The side menu (SPEC.md section 2: "The side menu has an AI Interview item linking to /mockinterview"): the top
// navigation, then the notes pages no top item links to (notes-access.ts). AI Interview follows the top menu
// (issue 21): the side menu shows it exactly where the program's top navigation has it (hasAiInterview), which is
// also where /mockinterview opens and where the API area "interview" is open, so the item never leads to a redirect.
import { topNavigation } from "./navigation.ts";
import type { NavContext, NavItem } from "./navigation.ts";
import { sideNotesItems } from "./notes-access.ts";

/** The side menu: the top navigation (AI Interview included where the program has it), then the other notes pages. */
export function sideMenu(ctx: NavContext): NavItem[] {
  return [...topNavigation(ctx), ...sideNotesItems(ctx)];
}
