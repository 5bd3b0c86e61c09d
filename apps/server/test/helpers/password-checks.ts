// A counter of password checks for the tests that count them: vi.mock wraps argon2's verify with it. It imports
// nothing, so a mock factory can import it while the app (and argon2) are still loading: from helpers/login.ts, which
// imports the app, the factory's import waited on itself and the test file never started.
/** How many passwords the server has checked (argon2 verify calls) since the count was last set to 0. */
export const passwordChecks = {
  count: 0,
  /** Wraps a verify function so each call counts. */
  wrap<A extends unknown[], R>(verify: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      passwordChecks.count += 1;
      return verify(...args);
    };
  },
};
