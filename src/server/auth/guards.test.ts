import { Hono } from "hono";
import { afterAll, beforeAll, expect, test } from "vitest";
import { handleError } from "@/server/lib/errors";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { requireAdmin, requireUser } from "./guards";
import { browser } from "./test-helpers";

let ctx: TestContext;
let client: () => ReturnType<typeof browser>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_SETUP_TOKEN: "guard-test-setup-token-0123" } });
  // A stand-in for later modules' routes: the guards are all they call.
  const root = new Hono()
    .get("/api/guard-test/mine", async (c) => c.json(await requireUser(c, ctx.deps)))
    .get("/api/guard-test/admin-only", async (c) => c.json(await requireAdmin(c, ctx.deps)))
    .all("*", (c) => ctx.app.fetch(c.req.raw));
  root.onError((error, c) => handleError(error, c, ctx.deps.log));
  client = () =>
    browser({
      request: (path, init = {}) => {
        const headers = new Headers(init.headers);
        if (init.method === "POST") headers.set("origin", ctx.deps.env.APP_ORIGIN);
        return Promise.resolve(
          root.request(new URL(path, ctx.deps.env.APP_ORIGIN).toString(), { ...init, headers }),
        );
      },
    });
});
afterAll(async () => ctx?.close());

test("signed out: 401 'Authentication required'", async () => {
  const response = await client().get("/api/guard-test/mine");
  expect(response.status).toBe(401);
  expect(await json(response)).toEqual({
    error: { code: "unauthenticated", message: "Authentication required" },
  });
});

test("a regular user passes requireUser and gets 403 from requireAdmin", async () => {
  const user = client();
  await user.post("/api/auth/sign-up/email", {
    name: "Cy",
    email: "cy@example.com",
    password: "password-cy",
  });
  const mine = await user.get("/api/guard-test/mine");
  expect(mine.status).toBe(200);
  expect(await json(mine)).toMatchObject({ email: "cy@example.com", name: "Cy", role: "user" });

  const adminOnly = await user.get("/api/guard-test/admin-only");
  expect(adminOnly.status).toBe(403);
  expect(await json(adminOnly)).toEqual({
    error: { code: "forbidden", message: "You must be an admin to access this page." },
  });
});

test("an admin passes requireAdmin", async () => {
  const user = client();
  const created = await user.post("/api/admin-setup", {
    email: "root@example.com",
    password: "root-password",
    token: "guard-test-setup-token-0123",
  });
  expect(created.status).toBe(201);
  await user.post("/api/auth/sign-in/email", { email: "root@example.com", password: "root-password" });
  const response = await user.get("/api/guard-test/admin-only");
  expect(response.status).toBe(200);
  expect(await json(response)).toMatchObject({ email: "root@example.com", role: "admin" });
});
