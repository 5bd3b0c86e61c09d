// Session life cycle shared by the shell and the pages: the token check of SPEC.md section 4, logout and the
// renewal redirect. Navigation is a parameter so tests can observe it (jsdom cannot navigate).
import { unregisterServiceWorkers } from "./service-workers.ts";
import { clearToken } from "./token.ts";

type GoTo = (url: string) => void;

const assign: GoTo = (url) => window.location.assign(url);

/** The build id of this bundle; empty in development and tests. */
export const CLIENT_BUILD_HASH: string = typeof __BUILD_HASH__ === "string" ? __BUILD_HASH__ : "";

/**
 * True when verify-token accepts the session: the token is valid and the server's build hash equals this
 * bundle's, or either hash is missing (SPEC.md section 4).
 */
export function isSessionValid(
  result: { isValid: boolean; clientHash: string | null | undefined },
  clientBuildHash: string = CLIENT_BUILD_HASH,
): boolean {
  if (!result.isValid) return false;
  const serverHash = result.clientHash ?? "";
  return serverHash === "" || clientBuildHash === "" || serverHash === clientBuildHash;
}

/**
 * Logs out: removes the token from cookie and localStorage, unregisters service workers and loads the base
 * address, which sends a logged-out visitor to /login.
 */
export async function logout(goTo: GoTo = assign): Promise<void> {
  clearToken();
  await unregisterServiceWorkers();
  goTo("/");
}

/** The renewal-activation page address for an email and enrolment status. */
export function renewUrl(email: string, status: string): string {
  return `/renew?${new URLSearchParams({ email, status }).toString()}`;
}

/** Unregisters service workers and goes to the renewal-activation page (SPEC.md section 4). */
export async function redirectToRenewal(email: string, status: string, goTo: GoTo = assign): Promise<void> {
  await unregisterServiceWorkers();
  goTo(renewUrl(email, status));
}
