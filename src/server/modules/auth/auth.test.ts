import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_RATE_LIMITS } from "@/server/auth/auth";
import { type Browser, browser, lastMailTo, outboxMessages, tokenOf } from "@/server/auth/test-helpers";
import { rateLimit, user } from "@/server/db/schema";
import { createTestContext, json, type TestContext } from "@/server/test/harness";

// With e-mail confirmation required (as when SMTP_URL is set: docs/architecture.md §9, Auth).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { REQUIRE_EMAIL_VERIFICATION: "true" } });
});
afterAll(async () => ctx?.close());

const password = "correct-horse-1";

async function signUp(client: Browser, email: string, pass = password) {
  return client.post("/api/auth/sign-up/email", { name: "Ann Lee", email, password: pass });
}
async function signIn(client: Browser, email: string, pass = password) {
  return client.post("/api/auth/sign-in/email", { email, password: pass });
}
async function me(client: Browser) {
  return (await json(await client.get("/api/me"))) as { user: null | Record<string, unknown> };
}
async function confirm(client: Browser, email: string) {
  const { links } = await lastMailTo(ctx.dataDir, email);
  return client.get(`/api/auth/verify-email?token=${encodeURIComponent(tokenOf(links[0]!))}`);
}

describe("sign-up with confirmation required", () => {
  test("creates the account without a session and mails a confirmation link to the app", async () => {
    const client = browser(ctx);
    const response = await signUp(client, "ann@example.com");
    expect(response.status).toBe(200);
    const body = (await json(response)) as { token: string | null; user: { email: string } };
    expect(body.token).toBeNull();
    expect(body.user.email).toBe("ann@example.com");
    expect((await me(client)).user).toBeNull();

    const { raw, links } = await lastMailTo(ctx.dataDir, "ann@example.com");
    expect(raw).toContain("Subject: Confirm your e-mail for Seatwise");
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/email-confirmation\?token=[^&]+&type=signup$/);
  });

  test("a duplicate sign-up answers like a new one and creates nothing", async () => {
    const client = browser(ctx);
    const before = await ctx.deps.database.db.select().from(user).where(eq(user.email, "ann@example.com"));
    const response = await signUp(client, "ann@example.com", "another-password");
    expect(response.status).toBe(200);
    expect(((await json(response)) as { token: unknown }).token).toBeNull();
    const after = await ctx.deps.database.db.select().from(user).where(eq(user.email, "ann@example.com"));
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before[0]!.id);
  });

  test("rejects a short password with the product's text", async () => {
    const response = await signUp(browser(ctx), "short@example.com", "1234567");
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      error: {
        code: "validation_failed",
        message: "Password must be at least 8 characters long.",
        fields: { password: "Password must be at least 8 characters long." },
      },
    });
  });

  test("an unconfirmed account cannot sign in", async () => {
    const response = await signIn(browser(ctx), "ann@example.com");
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" },
    });
  });

  test("resend sends a fresh confirmation link", async () => {
    const count = (await outboxMessages(ctx.dataDir)).length;
    const response = await browser(ctx).post("/api/auth/send-verification-email", {
      email: "ann@example.com",
    });
    expect(response.status).toBe(200);
    expect((await outboxMessages(ctx.dataDir)).length).toBe(count + 1);
  });

  test("the link confirms the address; the user can then sign in and /api/me knows them", async () => {
    const client = browser(ctx);
    const verified = await confirm(client, "ann@example.com");
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({ status: true });
    // No automatic sign-in: the app sends the user to /login.
    expect((await me(client)).user).toBeNull();

    const login = await signIn(client, "ann@example.com");
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/); // http origin in tests; Secure behind https
    expect((await me(client)).user).toMatchObject({
      email: "ann@example.com",
      name: "Ann Lee",
      role: "user",
      isAdmin: false,
      emailVerified: true,
    });
    const [row] = await ctx.deps.database.db.select().from(user).where(eq(user.email, "ann@example.com"));
    expect(row!.lastSignInAt).toBeInstanceOf(Date);
    expect(row!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test("a used link still answers success and changes nothing", async () => {
    const response = await confirm(browser(ctx), "ann@example.com");
    expect(response.status).toBe(200);
  });

  test("an invalid or expired link is refused", async () => {
    const invalid = await browser(ctx).get("/api/auth/verify-email?token=not-a-token");
    expect(invalid.status).toBe(401);
    expect(await json(invalid)).toMatchObject({ error: { code: "INVALID_TOKEN" } });

    await signUp(browser(ctx), "late@example.com");
    const expiredToken = await createEmailVerificationToken(
      ctx.deps.env.AUTH_SECRET,
      "late@example.com",
      undefined,
      -60,
    );
    const expired = await browser(ctx).get(`/api/auth/verify-email?token=${expiredToken}`);
    expect(expired.status).toBe(401);
    expect(await json(expired)).toMatchObject({ error: { code: "TOKEN_EXPIRED" } });
  });
});

describe("login and sessions", () => {
  test("a wrong password is refused with 401", async () => {
    const response = await signIn(browser(ctx), "ann@example.com", "wrong-password");
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: { code: "INVALID_EMAIL_OR_PASSWORD" } });
  });

  test("sign-out ends the session", async () => {
    const client = browser(ctx);
    await signIn(client, "ann@example.com");
    expect((await me(client)).user).not.toBeNull();
    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await me(client)).user).toBeNull();
  });
});

describe("password reset", () => {
  test("request → e-mail link → new password → sign in; the link works once", async () => {
    const client = browser(ctx);
    const request = await client.post("/api/auth/request-password-reset", {
      email: "ann@example.com",
      redirectTo: "/reset-password",
    });
    expect(request.status).toBe(200);
    const { raw, links } = await lastMailTo(ctx.dataDir, "ann@example.com");
    expect(raw).toContain("Subject: Reset your Seatwise password");
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = tokenOf(links[0]!);

    const reset = await client.post("/api/auth/reset-password", { token, newPassword: "brand-new-pass" });
    expect(reset.status).toBe(200);
    expect((await signIn(browser(ctx), "ann@example.com")).status).toBe(401);
    expect((await signIn(browser(ctx), "ann@example.com", "brand-new-pass")).status).toBe(200);

    const again = await client.post("/api/auth/reset-password", { token, newPassword: "third-password" });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: { code: "INVALID_TOKEN" } });
  });

  test("an unknown address gets the same answer and no mail", async () => {
    const count = (await outboxMessages(ctx.dataDir)).length;
    const response = await browser(ctx).post("/api/auth/request-password-reset", {
      email: "nobody@example.com",
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(200);
    expect((await outboxMessages(ctx.dataDir)).length).toBe(count);
  });
});

describe("rate limiting", () => {
  test("too many sign-in attempts from one address get 429 with a message; other addresses are unaffected", async () => {
    const client = browser(ctx);
    const { max } = AUTH_RATE_LIMITS["/sign-in/email"];
    for (let i = 0; i < max; i++) {
      expect((await signIn(client, "ann@example.com", "wrong-password")).status).toBe(401);
    }
    const limited = await signIn(client, "ann@example.com", "wrong-password");
    expect(limited.status).toBe(429);
    expect(await json(limited)).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again later." },
    });
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);

    expect((await signIn(browser(ctx), "ann@example.com", "brand-new-pass")).status).toBe(200);
    // Counted in the database, so several server instances share the limits.
    expect((await ctx.deps.database.db.select().from(rateLimit)).length).toBeGreaterThan(0);
  });

  test("sign-up, reset requests and resends are limited too", async () => {
    const client = browser(ctx);
    for (const [path, body] of [
      ["/api/auth/sign-up/email", { name: "X", email: "x@example.com", password }],
      ["/api/auth/request-password-reset", { email: "x@example.com", redirectTo: "/reset-password" }],
      ["/api/auth/send-verification-email", { email: "x@example.com" }],
    ] as const) {
      const rule = AUTH_RATE_LIMITS[path.replace("/api/auth", "") as keyof typeof AUTH_RATE_LIMITS];
      const statuses: number[] = [];
      for (let i = 0; i <= rule.max; i++) statuses.push((await client.post(path, body)).status);
      expect(statuses.at(-1), path).toBe(429);
      expect(statuses.slice(0, rule.max), path).not.toContain(429);
    }
  });
});
