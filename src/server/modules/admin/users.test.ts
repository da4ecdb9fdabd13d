import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { browser, lastMailTo, tokenOf } from "@/server/auth/test-helpers";
import { user } from "@/server/db/schema";
import { as, testFileAdmin, testFileUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import { ADMIN_PAGE_SIZE, type AdminUser, type UserPage, userPageSchema } from "@/shared/admin";

const ctx = testFileContext();
const admin = testFileAdmin(ctx);
const owner = testFileUser(ctx, { email: "Owner.Search@Example.com" });

async function listUsers(query = ""): Promise<UserPage> {
  const response = await as(ctx, admin.cookie).get(`/api/admin/users${query}`);
  expect(response.status).toBe(200);
  return userPageSchema.parse(await json(response));
}

describe("GET /api/admin/users", () => {
  test("lists accounts newest first with role, dates and 'never signed in' as null", async () => {
    const page = await listUsers();
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(ADMIN_PAGE_SIZE);
    const times = page.users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const adminRow = page.users.find((u) => u.id === admin.user.id);
    expect(adminRow).toMatchObject({ role: "admin", isAdmin: true, banned: false });
    expect(adminRow?.lastSignInAt).not.toBeNull();
    await ctx.deps.database.db.update(user).set({ lastSignInAt: null }).where(eq(user.id, owner.user.id));
    expect((await listUsers()).users.find((u) => u.id === owner.user.id)).toMatchObject({
      role: "user",
      isAdmin: false,
      lastSignInAt: null,
    });
  });

  test("searches e-mail or id, case-insensitively, anywhere in the text", async () => {
    expect((await listUsers("?search=OWNER.search")).users.map((u) => u.id)).toEqual([owner.user.id]);
    expect(
      (await listUsers(`?search=${owner.user.id.slice(4, 16).toUpperCase()}`)).users.map((u) => u.id),
    ).toEqual([owner.user.id]);
    expect((await listUsers("?search=nobody-has-this")).users).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect((await listUsers("?search=%25")).total).toBe(0);
    expect((await listUsers("?search=_")).total).toBe(0);
  });

  test("pages through many accounts on the server", async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: `bulk-${String(i).padStart(3, "0")}`,
      name: `Bulk ${i}`,
      email: `bulk-${i}@paging.example`,
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
    }));
    await ctx.deps.database.db.insert(user).values(rows);
    const first = await listUsers("?search=paging.example");
    expect(first.total).toBe(45);
    expect(first.users).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.users[0]?.email).toBe("bulk-44@paging.example");
    const third = await listUsers("?search=paging.example&page=3");
    expect(third.users.map((u) => u.email)).toEqual(
      ["bulk-4", "bulk-3", "bulk-2", "bulk-1", "bulk-0"].map((name) => `${name}@paging.example`),
    );
    expect((await listUsers("?search=paging.example&page=9")).users).toEqual([]);
  });

  test.each(["?page=0", "?page=abc", "?page=1.5", `?search=${"x".repeat(201)}`])(
    "refuses %s",
    async (query) => {
      const response = await as(ctx, admin.cookie).get(`/api/admin/users${query}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("validation_failed");
    },
  );
});

describe("POST /api/admin/users", () => {
  test("creates an account without a password and mails an invitation whose link sets one", async () => {
    const response = await as(ctx, admin.cookie).post("/api/admin/users", {
      name: " Nia Invited ",
      email: "Nia@Example.com",
      role: "user",
    });
    expect(response.status).toBe(201);
    const created = (await json(response)) as { user: AdminUser; invitationSent: boolean };
    expect(created.invitationSent).toBe(true);
    expect(created.user).toMatchObject({ name: "Nia Invited", email: "nia@example.com", role: "user" });

    const { raw, links } = await lastMailTo(ctx.dataDir, "nia@example.com");
    expect(raw).toContain("Subject: You have been invited to Seatwise");
    const link = links.find((href) => href.includes("/reset-password?token="));
    expect(link).toBeDefined();

    const nia = browser(ctx);
    const noPassword = await nia.post("/api/auth/sign-in/email", { email: "nia@example.com", password: "" });
    expect(noPassword.status).not.toBe(200);
    const set = await nia.post("/api/auth/reset-password", {
      token: tokenOf(link!),
      newPassword: "nias-password-1",
    });
    expect(set.status).toBe(200);
    const login = await nia.post("/api/auth/sign-in/email", {
      email: "nia@example.com",
      password: "nias-password-1",
    });
    expect(login.status).toBe(200);
    expect(await json(await nia.get("/api/me"))).toMatchObject({
      user: { email: "nia@example.com", isAdmin: false },
    });
  });

  test("an ordinary password reset keeps its own wording", async () => {
    await browser(ctx).post("/api/auth/request-password-reset", { email: "nia@example.com" });
    expect((await lastMailTo(ctx.dataDir, "nia@example.com")).raw).toContain(
      "Subject: Reset your Seatwise password",
    );
  });

  test("can create an admin", async () => {
    const response = await as(ctx, admin.cookie).post("/api/admin/users", {
      name: "Second Admin",
      email: "second-admin@example.com",
      role: "admin",
    });
    expect(response.status).toBe(201);
    expect(((await json(response)) as { user: AdminUser }).user).toMatchObject({
      role: "admin",
      isAdmin: true,
    });
  });

  test("refuses an e-mail already in use, whatever its case", async () => {
    const response = await as(ctx, admin.cookie).post("/api/admin/users", {
      name: "Dup",
      email: "NIA@example.com",
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: "conflict",
      fields: { email: "An account with this email already exists. Please use another email." },
    });
  });

  test.each([
    [{ name: "", email: "a@example.com" }, "name", "Name is required"],
    [{ name: "A", email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ name: "A", email: "b@example.com", role: "owner" }, "role", "Role must be user or admin"],
    [{ name: "x".repeat(101), email: "c@example.com" }, "name", "Name must be at most 100 characters"],
    [{ name: "A\u0000", email: "d@example.com" }, "name", "Name contains characters that are not allowed"],
  ])("refuses %j", async (body, field, message) => {
    const response = await as(ctx, admin.cookie).post("/api/admin/users", body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
  });
});
