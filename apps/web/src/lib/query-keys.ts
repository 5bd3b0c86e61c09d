// Query keys, one factory per feature area. They live together because the live socket (SPEC.md section 4)
// invalidates several areas at once, and features must not import each other.

export const authKeys = {
  all: ["auth"] as const,
  verify: (token: string) => [...authKeys.all, "verify", token] as const,
};

export const userKeys = {
  all: ["user"] as const,
  info: () => [...userKeys.all, "info"] as const,
  session: () => [...userKeys.all, "session"] as const,
  live: (program: string | null) => [...userKeys.all, "live", program] as const,
  conditions: (program: string | null) => [...userKeys.all, "conditions", program] as const,
  renewId: () => [...userKeys.all, "renewid"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
  list: (limit: number) => [...notificationKeys.all, "list", limit] as const,
};

// Areas built by later issues; the socket's `pupdate` already invalidates them.
export const scripKeys = { all: ["scrips"] as const };
export const orderKeys = { all: ["orders"] as const };
export const portfolioKeys = { all: ["portfolio"] as const };

export const marketKeys = {
  all: ["market"] as const,
  /** Latest live prices from the socket `market` event, keyed by scrip code. */
  live: () => [...marketKeys.all, "live"] as const,
};
