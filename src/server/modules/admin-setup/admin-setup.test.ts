import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Browser, browser, lastMailTo } from "@/server/auth/test-helpers";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { ADMIN_SETUP_TEXTS } from "@/shared/auth";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const admin = { email: "owner@example.com", password: "admin-password-1" };
const setup = (client: Browser, body: unknown) => client.post("/api/admin-setup", body);

describe("first-admin setup", () => {
  test("reports that no admin exists yet and generates a setup token when none is configured", async () => {
    expect(await json(await browser(ctx).get("/api/admin-setup"))).toEqual({ adminExists: false });
    expect(ctx.deps.adminSetup.tokenSource).toBe("generated");
    expect(ctx.deps.adminSetup.token.length).toBeGreaterThanOrEqual(32);
  });

  test("validates its input", async () => {
    const response = await setup(browser(ctx), { email: "nope", password: "short", token: "" });
    expect(response.status).toBe(400);
    const body = (await json(response)) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields.password).toBe("Password must be at least 8 characters long.");
  });

  test("a wrong token is refused with 403 and creates nothing", async () => {
    const response = await setup(browser(ctx), { ...admin, token: "wrong-token-wrong-token" });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      error: { code: "forbidden", message: ADMIN_SETUP_TEXTS.wrongToken },
    });
    expect(await json(await browser(ctx).get("/api/admin-setup"))).toEqual({ adminExists: false });
  });

  test("the right token creates a confirmed admin and sends a welcome mail", async () => {
    const response = await setup(browser(ctx), { ...admin, token: ctx.deps.adminSetup.token });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ message: "Admin user created successfully." });
    expect(await json(await browser(ctx).get("/api/admin-setup"))).toEqual({ adminExists: true });

    const { raw, links } = await lastMailTo(ctx.dataDir, admin.email);
    expect(raw).toContain("Subject: Your Seatwise admin account is ready");
    expect(raw).not.toContain(admin.password);
    expect(links).toContain("http://localhost:3000/admin/login");

    const client = browser(ctx);
    expect((await client.post("/api/auth/sign-in/email", admin)).status).toBe(200);
    expect(await json(await client.get("/api/me"))).toMatchObject({
      user: { email: admin.email, role: "admin", isAdmin: true, emailVerified: true },
    });
  });

  test("once an admin exists, setup answers 409 'Admin user already exists' and creates nothing", async () => {
    const response = await setup(browser(ctx), {
      email: "second@example.com",
      password: "another-pass-1",
      token: ctx.deps.adminSetup.token,
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      error: { code: "conflict", message: "Admin user already exists" },
    });
    const login = await browser(ctx).post("/api/auth/sign-in/email", {
      email: "second@example.com",
      password: "another-pass-1",
    });
    expect(login.status).toBe(401);
  });
});

describe("admin endpoints", () => {
  test("a regular user gets 403 from the admin plugin's endpoints; an admin gets through", async () => {
    const regular = browser(ctx);
    await regular.post("/api/auth/sign-up/email", {
      name: "Reg",
      email: "reg@example.com",
      password: "regular-pass",
    });
    expect((await regular.get("/api/auth/admin/list-users")).status).toBe(403);

    const signedOut = browser(ctx);
    expect((await signedOut.get("/api/auth/admin/list-users")).status).toBe(401);

    const adminBrowser = browser(ctx);
    await adminBrowser.post("/api/auth/sign-in/email", admin);
    const list = await adminBrowser.get("/api/auth/admin/list-users");
    expect(list.status).toBe(200);
    expect(((await json(list)) as { total: number }).total).toBe(2);
  });
});
