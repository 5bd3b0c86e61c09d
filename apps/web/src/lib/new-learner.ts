// A learner who has just set the first password of a new account (or signed up) is greeted "Welcome", not
// "Welcome back", for the rest of that browser session (issue 41). Kept in sessionStorage: a new tab or a later
// visit is a return.
const KEY = "fincareer.new-learner";

/** Marks this browser session as a new learner's first. */
export function markNewLearner(): void {
  try {
    window.sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode): the greeting says "Welcome back", nothing else changes.
  }
}

/** True in the browser session of a new learner's first login. */
export function isNewLearner(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
