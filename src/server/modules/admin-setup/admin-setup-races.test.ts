import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { browser } from "@/server/auth/test-helpers";
import { user } from "@/server/db/schema";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { ADMIN_SETUP_TEXTS } from "@/shared/auth";
import { ADMIN_SETUP_RATE_LIMIT } from "./admin-setup.routes";
import { createAdminSetup } from "./admin-setup.service";

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => ctx?.close());

const admins = async () =>
  (await ctx.deps.database.db.select().from(user)).filter((row) => row.role === "admin");

describe("POST /api/admin-setup is rate limited per client address", () => {
  test(`after ${ADMIN_SETUP_RATE_LIMIT.max} tries a minute, 429 with Retry-After; other addresses go on`, async () => {
    const guesser = browser(ctx);
    const guess = { email: "guess@example.com", password: "guess-password", token: "wrong-token" };
    for (let i = 0; i < ADMIN_SETUP_RATE_LIMIT.max; i++) {
      expect((await guesser.post("/api/admin-setup", guess)).status).toBe(403);
    }
    const limited = await guesser.post("/api/admin-setup", { ...guess, token: ctx.deps.adminSetup.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await json(limited)).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again later." },
    });
    expect(await admins()).toEqual([]);

    expect((await browser(ctx).post("/api/admin-setup", guess)).status).toBe(403);
    // Reading whether an admin exists is not limited.
    expect((await guesser.get("/api/admin-setup")).status).toBe(200);
  });
});

describe("concurrent first-admin setups", () => {
  test("two at once with the same e-mail: one admin, and a clear 409 for the other", async () => {
    const body = {
      email: "first@example.com",
      password: "first-password-1",
      token: ctx.deps.adminSetup.token,
    };
    const responses = await Promise.all([
      browser(ctx).post("/api/admin-setup", body),
      browser(ctx).post("/api/admin-setup", body),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await json(refused)).toEqual({ error: { code: "conflict", message: ADMIN_SETUP_TEXTS.exists } });
    expect((await admins()).map((row) => row.email)).toEqual(["first@example.com"]);
  });

  test("two servers on one database, different e-mails at once: still one admin", async () => {
    const env = { ...ctx.deps.env, ADMIN_SETUP_TOKEN: "shared-setup-token-0123456789" };
    const serverA = createAdminSetup({ ...ctx.deps, env });
    const serverB = createAdminSetup({ ...ctx.deps, env });
    const outcomes = await Promise.allSettled([
      serverA.createFirstAdmin({
        email: "a@example.com",
        password: "password-a-1",
        token: env.ADMIN_SETUP_TOKEN,
      }),
      serverB.createFirstAdmin({
        email: "b@example.com",
        password: "password-b-1",
        token: env.ADMIN_SETUP_TOKEN,
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = outcomes.find((outcome) => outcome.status === "rejected");
    expect(rejected?.reason).toMatchObject({ code: "conflict" });
    expect([ADMIN_SETUP_TEXTS.exists, ADMIN_SETUP_TEXTS.inProgress]).toContain(rejected?.reason.message);
    expect(await admins()).toHaveLength(1);
  });

  test("a failed setup lets go of its claim, so the next one can run", async () => {
    const token = ctx.deps.adminSetup.token;
    const short = await browser(ctx).post("/api/admin-setup", {
      email: "x@example.com",
      password: "short",
      token,
    });
    expect(short.status).toBe(400);
    await ctx.deps.database.db
      .insert(user)
      .values({ id: "taken", name: "Taken", email: "taken@example.com" });
    const taken = await browser(ctx).post("/api/admin-setup", {
      email: "taken@example.com",
      password: "taken-password-1",
      token,
    });
    expect(taken.status).toBe(409);
    expect((await json(taken)) as object).toMatchObject({ error: { message: ADMIN_SETUP_TEXTS.emailTaken } });
    const next = await browser(ctx).post("/api/admin-setup", {
      email: "next@example.com",
      password: "next-password-1",
      token,
    });
    expect(next.status).toBe(201);
  });
});
