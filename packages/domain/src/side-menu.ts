// The side menu (SPEC.md section 2: "The side menu has an AI Interview item linking to /mockinterview"): the top
// navigation, the notes pages no top item links to (notes-access.ts), and AI Interview. Every item it shows opens:
// AI Interview is offered only where /mockinterview is not barred (SPEC.md section 6 bars it for BA, BABASIC,
// BAGOLD and IBEPSILVER), so the item never leads to a redirect, and the API area "interview" follows the same rule.
import { isBarred } from "./access.ts";
import { topNavigation } from "./navigation.ts";
import type { NavContext, NavItem } from "./navigation.ts";
import { sideNotesItems } from "./notes-access.ts";

/** True when the program may open /mockinterview, the page of the side menu's AI Interview item. */
export function canOpenAiInterview(ctx: NavContext): boolean {
  if (ctx.program === null || ctx.program === "") return false;
  return !isBarred({
    program: ctx.program,
    plan: ctx.plan,
    planned: ctx.planned,
    steps: 0,
    path: "/mockinterview",
  });
}

/** The side menu: the top navigation, the other notes pages the program may open, then AI Interview where it opens. */
export function sideMenu(ctx: NavContext): NavItem[] {
  const items = [...topNavigation(ctx), ...sideNotesItems(ctx)];
  if (!items.some((i) => i.key === "aiInterview") && canOpenAiInterview(ctx)) {
    items.push({ key: "aiInterview", label: "AI Interview", path: "/mockinterview" });
  }
  return items;
}
