import { eq } from "drizzle-orm";
import { user as userTable } from "@/server/db/schema";
import type { CreateEventInput, Event } from "@/shared/event";
import { madeBeforeAll, type TestContext } from "./harness";

/** Test data through the public API, so every factory row went through the same rules as a real one. */

let sequence = 0;

export interface TestUser {
  /** The session cookie, ready for a `cookie` request header. */
  cookie: string;
  /** The client address this user's requests carry, so auth rate limits stay per user. */
  ip: string;
  user: { id: string; email: string; name: string };
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Signs a new user up (no mail server in tests, so the session starts at once). */
export async function signUpUser(
  ctx: TestContext,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  sequence += 1;
  const ip = `10.99.${Math.floor(sequence / 250)}.${sequence % 250}`;
  const body = {
    name: overrides.name ?? `Test User ${sequence}`,
    email: overrides.email ?? `user-${sequence}-${Date.now()}@example.com`,
    password: overrides.password ?? "password-123",
  };
  const response = await ctx.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-seatwise-client-ip": ip },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`sign-up failed (${response.status}): ${await response.text()}`);
  }
  const cookie = cookieHeader(response);
  if (!cookie) throw new Error("sign-up set no session cookie");
  const { user } = (await response.json()) as { user: { id: string; email: string; name: string } };
  return { cookie, ip, user: { id: user.id, email: user.email, name: user.name } };
}

/** Gives an existing user the admin role (what /admin-setup does for the first admin). */
export async function makeAdmin(ctx: TestContext, userId: string): Promise<void> {
  await ctx.deps.database.db.update(userTable).set({ role: "admin" }).where(eq(userTable.id, userId));
}

/** A new user with the admin role, signed in. */
export async function signUpAdmin(ctx: TestContext): Promise<TestUser> {
  const admin = await signUpUser(ctx);
  await makeAdmin(ctx, admin.user.id);
  return admin;
}

/** A user signed up before the file's tests (see `madeBeforeAll`). */
export function testFileUser(ctx: TestContext, overrides: Parameters<typeof signUpUser>[1] = {}): TestUser {
  return madeBeforeAll("A test user", () => signUpUser(ctx, overrides));
}

/** An admin signed up before the file's tests. */
export function testFileAdmin(ctx: TestContext): TestUser {
  return madeBeforeAll("A test admin", () => signUpAdmin(ctx));
}

/** A date `days` from today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Creates an event for the signed-in user behind `cookie` through POST /api/events. */
export async function createEvent(
  ctx: TestContext,
  cookie: string,
  overrides: Partial<CreateEventInput> = {},
): Promise<Event> {
  const response = await ctx.request("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title: "Ann & Bo's Wedding", date: daysFromToday(90), ...overrides }),
  });
  if (response.status !== 201) {
    throw new Error(`event creation failed (${response.status}): ${await response.text()}`);
  }
  return (await response.json()) as Event;
}

/** JSON request helpers for one signed-in user (or anonymous, without a cookie). */
export function as(ctx: TestContext, cookie?: string) {
  const send = (method: string, path: string, body?: unknown) =>
    ctx.request(path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body?: unknown) => send("POST", path, body),
    patch: (path: string, body?: unknown) => send("PATCH", path, body),
    put: (path: string, body?: unknown) => send("PUT", path, body),
    delete: (path: string, body?: unknown) => send("DELETE", path, body),
  };
}
