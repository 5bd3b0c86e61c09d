// The "common or guessable" half of the password rules (NIST 800-63B): zxcvbn with its common and English
// dictionaries, loaded on first use so a server that never sees a new password never pays for them.
import { passwordRuleProblem } from "@fincareer/domain/password";
import type { PasswordOwner } from "@fincareer/domain/password";

/** zxcvbn scores 0-4; 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_ZXCVBN_SCORE = 3;

type Checker = (password: string, userInputs: string[]) => { score: number; warning: string | null };
let checker: Promise<Checker> | undefined;

async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return (password, userInputs) => {
    const result = zxcvbn.check(password, userInputs);
    return { score: result.score, warning: result.feedback.warning };
  };
}

/**
 * Why a newly chosen password is refused (length, the owner's email or name, or common/guessable), or null.
 * Existing passwords are never re-checked; this runs when a password is chosen.
 */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const rule = passwordRuleProblem(password, owner);
  if (rule) return rule;
  const check = await (checker ??= loadChecker());
  const inputs = [owner.email ?? "", ...(owner.name ?? "").split(/\s+/)].filter(Boolean);
  // zxcvbn's matcher is superlinear in length; the first 100 characters decide (a longer password is no weaker).
  const { score, warning } = check(password.slice(0, 100), inputs);
  if (score >= MIN_ZXCVBN_SCORE) return null;
  const why = warning ? ` (${warning.replace(/\.$/, "").toLowerCase()})` : "";
  return `password is too common or easy to guess${why}: use a longer phrase of unrelated words`;
}
