import { afterAll, beforeAll, expect, test } from "vitest";
import { browser, outboxMessages } from "@/server/auth/test-helpers";
import { createTestContext, json, type TestContext } from "@/server/test/harness";

// No mail server configured: sign-up signs the user in at once (docs/architecture.md §9, Auth).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

test("confirmation is not required without SMTP_URL", () => {
  expect(ctx.deps.env.REQUIRE_EMAIL_VERIFICATION).toBe(false);
  expect(ctx.deps.mail.kind).toBe("outbox");
});

test("sign-up starts a session and sends no confirmation mail", async () => {
  const client = browser(ctx);
  const response = await client.post("/api/auth/sign-up/email", {
    name: "Bo",
    email: "bo@example.com",
    password: "password-123",
  });
  expect(response.status).toBe(200);
  expect(((await json(response)) as { token: string | null }).token).toEqual(expect.any(String));
  expect(await json(await client.get("/api/me"))).toMatchObject({
    user: { email: "bo@example.com", isAdmin: false, emailVerified: false },
  });
  expect(await outboxMessages(ctx.dataDir)).toHaveLength(0);
});

test("a duplicate sign-up is refused with USER_ALREADY_EXISTS", async () => {
  const response = await browser(ctx).post("/api/auth/sign-up/email", {
    name: "Bo again",
    email: "BO@example.com",
    password: "password-456",
  });
  expect(response.status).toBe(422);
  expect(((await json(response)) as { error: { code: string } }).error.code).toMatch(/^USER_ALREADY_EXISTS/);
});

test("/api/me answers null when signed out", async () => {
  const response = await browser(ctx).get("/api/me");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await json(response)).toEqual({ user: null });
});

test("a name over 100 characters is refused at sign-up and on update, with the form's message", async () => {
  const client = browser(ctx);
  const tooLong = await client.post("/api/auth/sign-up/email", {
    name: "x".repeat(101),
    email: "long-name@example.com",
    password: "password-123",
  });
  expect(tooLong.status).toBe(400);
  expect(await json(tooLong)).toEqual({
    error: {
      code: "validation_failed",
      message: "Full name must be at most 100 characters",
      fields: { name: "Full name must be at most 100 characters" },
    },
  });

  const signedUp = await client.post("/api/auth/sign-up/email", {
    name: "y".repeat(100),
    email: "long-name@example.com",
    password: "password-123",
  });
  expect(signedUp.status).toBe(200);
  const update = await client.post("/api/auth/update-user", { name: "z".repeat(101) });
  expect(update.status).toBe(400);
  expect(await json(await client.get("/api/me"))).toMatchObject({ user: { name: "y".repeat(100) } });
});
