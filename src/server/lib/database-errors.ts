import { msg } from "@/shared/i18n/messages";
import { NOTHING_TO_UPDATE } from "@/shared/update";

/**
 * The last line behind the schemas: a write the database refuses because of what was sent (an encoding or
 * constraint error) is the caller's mistake, so it answers 400 or 409 instead of 500. Both drivers (pg and
 * PGlite) put PostgreSQL's SQLSTATE on `code`; Drizzle wraps them (DrizzleQueryError), Better Auth may wrap
 * again, so the whole `cause` chain is searched.
 */

interface PgError {
  code: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** Data exceptions (22), integrity violations (23), concurrent-write conflicts (40), program limits (54). */
const MAPPED_SQLSTATE = /^(22|23|40|54)[0-9A-Z]{3}$/;

/** The one walk down the `cause` chain: the first error carrying a SQLSTATE that `wanted` matches. */
function findPgError(error: unknown, wanted: RegExp = MAPPED_SQLSTATE): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && wanted.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `error` is PostgreSQL's unique violation, on `constraint` when one is named (a service turns it
 * into its own message, e.g. a slug or a name already taken). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = findPgError(error, /^23505$/);
  return !!pg && (!constraint || pg.constraint === undefined || pg.constraint === constraint);
}

const MESSAGES: Record<string, string> = {
  "22001": msg("A value is too long"),
  "22003": msg("A number is out of range"),
  "22007": msg("A date or time is not valid"),
  "22008": msg("A date or time is out of range"),
  "22021": msg("A text contains characters that are not allowed"),
  "22P02": msg("A value is not in the expected format"),
  "22P05": msg("A text contains characters that are not allowed"),
  "23502": msg("A required value is missing"),
  "23514": msg("A value is outside the allowed range"),
  "54001": msg("The request is too complex"),
};

/** What the error handler answers: an error code of the API and the text for the user. */
export interface Refusal {
  code: "bad_request" | "conflict";
  message: string;
}

const badRequest = (message: string): Refusal => ({ code: "bad_request", message });
const conflict = (message: string): Refusal => ({ code: "conflict", message });

function refusalFor(pg: PgError): Refusal {
  const { code } = pg;
  if (code === "23505" || code === "23P01") return conflict(msg("This already exists"));
  if (code === "23503") {
    return pg.detail?.includes("still referenced")
      ? conflict(msg("It is still in use, so it cannot be removed"))
      : badRequest(msg("A value refers to something that does not exist"));
  }
  if (code.startsWith("40")) {
    return conflict(msg("The data changed while saving. Please try again."));
  }
  return badRequest(MESSAGES[code] ?? msg("A value sent is not valid"));
}

/** SQLSTATEs of a database that is going away or not there yet: connection exceptions (08), an administrator's
 * shutdown, a crash, a server starting up (57P01–57P03). */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
/** The same seen from the driver: the socket refused, reset or cut (pg says "Connection terminated"). */
const UNAVAILABLE_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when a query failed because the database could not be reached (PostgreSQL restarting, a failover): the
 * request may succeed in a moment, so it answers 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Drizzle refuses an UPDATE with nothing to set; a route that forgot `updateSchema` still answers 400. */
const NOTHING_TO_SET = "No values to set";

/** The refusal a database failure stands for, or undefined for a real server fault. `report` receives what
 * identifies the refused write (never its values), since it means a schema let something through. */
export function databaseRefusal(
  error: unknown,
  report: (details: Record<string, string | undefined>) => void,
): Refusal | undefined {
  if (error instanceof Error && error.message === NOTHING_TO_SET) {
    report({ code: "empty-update" });
    return badRequest(NOTHING_TO_UPDATE);
  }
  const pg = findPgError(error);
  if (!pg) return undefined;
  report({ code: pg.code, constraint: pg.constraint, table: pg.table, column: pg.column });
  return refusalFor(pg);
}
