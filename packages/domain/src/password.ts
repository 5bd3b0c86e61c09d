// Password rules that need no dictionary (NIST SP 800-63B): a minimum length, a maximum the hasher accepts, and
// no password built from the account's own email or name. The "common or guessable" check needs a dictionary
// and lives on the server (apps/server/src/lib/password-strength.ts).

/** Fewest characters a new password may have (NIST 800-63B asks for at least 8; we ask 10). */
export const PASSWORD_MIN_LENGTH = 10;
/** Most characters a password may have (argon2 would take more, the form and the body limit do not need it). */
export const PASSWORD_MAX_LENGTH = 200;
// Name parts and email local parts shorter than this are too common to refuse inside a password ("al", "raj").
const MIN_PART = 4;

/** Whom a password is for: its own email and name may not make it. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The owner's words a password must not contain: the email, its local part and name parts of 4+ letters. */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const email = String(owner.email ?? "")
    .trim()
    .toLowerCase();
  if (email) {
    words.add(squash(email));
    const local = email.split("@")[0] ?? "";
    for (const part of [local, ...local.split(/[._+-]+/)]) {
      if (squash(part).length >= MIN_PART) words.add(squash(part));
    }
  }
  const name = String(owner.name ?? "").trim();
  if (name) {
    if (squash(name).length >= MIN_PART) words.add(squash(name));
    for (const part of name.split(/\s+/)) if (squash(part).length >= MIN_PART) words.add(squash(part));
  }
  return [...words].filter((w) => w.length > 0);
}

/**
 * Why a new password is refused by the rules that need no dictionary, or null when it passes them. Existing
 * passwords are never re-checked: the rules apply when a password is chosen (sign-up, change, reset, admin create).
 */
export function passwordRuleProblem(password: string, owner: PasswordOwner = {}): string | null {
  // Length in code points, so "₹" or an emoji counts as one character as a person would count it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password.trim() === "") return "Choose a password that is not only spaces";
  return personalPasswordProblem(password, owner);
}

/** Why a password is refused for being (or containing) its owner's email or name, or null. */
export function personalPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const flat = squash(password);
  const email = String(owner.email ?? "")
    .trim()
    .toLowerCase();
  if (email && (password.toLowerCase() === email || flat === squash(email))) {
    return "Choose a password that is not your email address";
  }
  for (const word of personalWords(owner)) {
    if (flat.includes(word)) return "Choose a password without your email address or name in it";
  }
  return null;
}
