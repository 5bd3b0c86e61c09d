// Query keys of the certificates feature (the learner's, the public verification, the admin's lists): kept in the
// feature, since nothing outside it refreshes them.
export const certificateKeys = {
  all: ["certificates"] as const,
  /** The learner's certificates and progress, per current program (a switch reloads it). */
  mine: (program: string | null) => [...certificateKeys.all, "mine", program] as const,
  verify: (code: string) => [...certificateKeys.all, "verify", code] as const,
  admin: () => [...certificateKeys.all, "admin"] as const,
  adminRules: () => [...certificateKeys.admin(), "rules"] as const,
  adminList: (filters: { status: string; program: string; q: string; offset: number }) =>
    [...certificateKeys.admin(), "list", filters] as const,
};
