// Where a notification leads (issue 41): every notice about something opens it. Paths are the learner's own pages;
// the shell's redirect guard still applies, so a link to a page the program has lost lands on the program's home.
import { researchPath } from "./navigation.ts";

/** Live sessions: scheduled, moved, cancelled, reminders. */
export const LIVE_NOTICE_LINK = "/lifesession";
/** Orders: filled, rejected, triggered; the portfolio opens on its Orders tab. */
export const ORDER_NOTICE_LINK = "/portfolio?tab=orders";
/** Certificates: issued, pending, declined, revoked, renamed; My progress shows the certificate. */
export const CERTIFICATE_NOTICE_LINK = "/progress";
/** A certificate waits for the learner's name: the profile page, where it is typed. */
export const PROFILE_NOTICE_LINK = "/profile";

/** A research item or project (graded, rated): its page opened on "My submissions". */
export function researchNoticeLink(
  kind: "research" | "project",
  program: string | null,
  researchType: "OLD" | "NEW" | null,
): string {
  return `${kind === "project" ? "/ivepresearch" : researchPath(program, researchType)}?tab=mine`;
}
