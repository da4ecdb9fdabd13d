import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { currentUser } from "@/server/auth/guards";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";
import { sameText } from "@/server/lib/same-text";
import { memberRole } from "@/server/modules/events/member-event";
import { PUBLIC_EVENT_MESSAGES } from "@/shared/public-event";
import type { PublicEventAccess } from "./public-event.read";

/** How a page is seen: by anyone (shared caches may keep it), or only by this browser (the owner's preview,
 * a passcode-protected page). */
export type Audience = "public" | "private";

/** Thrown when the page needs its passcode: the HTML page shows the passcode form instead. */
export class PasscodeRequired extends AppError {
  constructor() {
    super("unauthenticated", PUBLIC_EVENT_MESSAGES.passcodeRequired);
  }
}

const PASSCODE_COOKIE_DAYS = 30;
const cookieName = (eventId: string) => `seatwise-event-${eventId}`;

/** Guests type passcodes on phones that capitalise: compared without case or surrounding spaces. */
const normalisePasscode = (passcode: string) => passcode.trim().toLowerCase();

/** The cookie's value: proof the passcode was typed, which a changed passcode makes worthless. */
function passcodeProof(secret: string, eventId: string, passcode: string) {
  return createHmac("sha256", secret)
    .update(`${eventId}\n${normalisePasscode(passcode)}`)
    .digest("base64url");
}

function hasPasscodeCookie(c: Context, deps: Pick<Deps, "env">, eventId: string, passcode: string) {
  const cookie = getCookie(c, cookieName(eventId));
  return cookie !== undefined && sameText(cookie, passcodeProof(deps.env.AUTH_SECRET, eventId, passcode));
}

/**
 * Who may see an event's guest page (docs/decisions/015-public-guest-page.md): an unpublished event is
 * 'Event not found' to everyone but its team, who see a preview; a passcode-protected one needs the
 * passcode's cookie (or a member of the team). The session is looked up only when the page is not simply
 * public, so a guest's read costs no query.
 */
export async function authorizeViewer(
  c: Context,
  deps: Pick<Deps, "auth" | "env" | "database">,
  eventId: string,
  access: PublicEventAccess,
): Promise<Audience> {
  if (!access.isPublished) {
    if (!(await isTeamMember(c, deps, eventId)))
      throw new AppError("not_found", PUBLIC_EVENT_MESSAGES.notFound);
    return "private";
  }
  if (access.passcode === null) return "public";
  if (hasPasscodeCookie(c, deps, eventId, access.passcode)) return "private";
  if (await isTeamMember(c, deps, eventId)) return "private";
  throw new PasscodeRequired();
}

async function isTeamMember(c: Context, deps: Pick<Deps, "auth" | "database">, eventId: string) {
  const user = await currentUser(c, deps);
  return user ? (await memberRole(deps.database.db, user.id, eventId)) !== null : false;
}

/** Checks a typed passcode and, when right, gives this browser the event's cookie. */
export function unlockWithPasscode(
  c: Context,
  deps: Pick<Deps, "env">,
  eventId: string,
  access: PublicEventAccess,
  typed: string,
): boolean {
  if (access.passcode === null) return true;
  const right = sameText(
    passcodeProof(deps.env.AUTH_SECRET, eventId, typed),
    passcodeProof(deps.env.AUTH_SECRET, eventId, access.passcode),
  );
  if (!right) return false;
  setCookie(c, cookieName(eventId), passcodeProof(deps.env.AUTH_SECRET, eventId, access.passcode), {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: deps.env.APP_ORIGIN.startsWith("https:"),
    maxAge: PASSCODE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return true;
}

export const PUBLIC_CACHE_CONTROL_FOR: Record<Audience, string> = {
  public: "public, no-cache",
  private: "private, no-cache",
};
