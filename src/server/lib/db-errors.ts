/** True when `error` (or one of its causes: drizzle wraps the driver's error) is PostgreSQL's unique
 * violation, on `constraint` when one is named. PGlite and node-postgres both carry `code` and `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const pg = cause as Error & { code?: string; constraint?: string };
    if (pg.code === "23505")
      return !constraint || pg.constraint === undefined || pg.constraint === constraint;
  }
  return false;
}
