/** The admin area's queries retry once and stay fresh for 30 s. */
export const ADMIN_QUERY_DEFAULTS = { retry: 1, staleTime: 30_000 } as const;

/** Every admin query key starts here, so a save can refresh what it touched. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  activity: ["admin", "activity"] as const,
  users: ["admin", "users"] as const,
  posts: ["admin", "posts"] as const,
  site: ["admin", "site"] as const,
  support: ["admin", "support"] as const,
};
