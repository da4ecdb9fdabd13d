import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { browser } from "@/server/auth/test-helpers";
import { session, user } from "@/server/db/schema";
import {
  as,
  signUpAdmin,
  signUpUser,
  type TestUser,
  testFileAdmin,
  testFileUser,
} from "@/server/test/factories";
import { createTestContext, errorOf, json, testFileContext } from "@/server/test/harness";
import { updateUser } from "./users.service";

const ctx = testFileContext();
const admin = testFileAdmin(ctx);
const owner = testFileUser(ctx);

describe("PATCH /api/admin/users/{id}", () => {
  const patch = (who: TestUser, id: string, body: unknown) =>
    as(ctx, who.cookie).patch(`/api/admin/users/${id}`, body);

  test("changes a role both ways", async () => {
    const promoted = await patch(admin, owner.user.id, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect(await json(promoted)).toMatchObject({ id: owner.user.id, role: "admin", isAdmin: true });
    expect((await as(ctx, owner.cookie).get("/api/admin/stats")).status).toBe(200);
    const demoted = await patch(admin, owner.user.id, { role: "user" });
    expect(await json(demoted)).toMatchObject({ role: "user", isAdmin: false });
    expect((await as(ctx, owner.cookie).get("/api/admin/stats")).status).toBe(403);
  });

  test("keeps the last active admin: no demotion, no ban; two admins demoting each other leave one", async () => {
    const solo = await createTestContext();
    try {
      const only = await signUpAdmin(solo);
      const refused = await as(solo, only.cookie).patch(`/api/admin/users/${only.user.id}`, { role: "user" });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(
        "This is the last admin account. Make another user an admin first.",
      );

      // Past the guard (both still admins when they ask), the two demotions meet in the service.
      const other = await signUpAdmin(solo);
      const db = solo.deps.database.db;
      const outcomes = await Promise.allSettled([
        updateUser(db, only.user.id, other.user.id, { role: "user" }),
        updateUser(db, other.user.id, only.user.id, { role: "user" }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
      const rejected = outcomes.find((outcome) => outcome.status === "rejected");
      expect(rejected?.reason).toMatchObject({ code: "conflict" });
      expect(await db.select().from(user).where(eq(user.role, "admin"))).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  test("a banned admin does not count as the one who keeps the site", async () => {
    const solo = await createTestContext();
    try {
      const keeper = await signUpAdmin(solo);
      const other = await signUpAdmin(solo);
      expect(
        (await as(solo, keeper.cookie).patch(`/api/admin/users/${other.user.id}`, { banned: true })).status,
      ).toBe(200);
      const refused = await as(solo, keeper.cookie).patch(`/api/admin/users/${keeper.user.id}`, {
        role: "user",
      });
      expect(refused.status).toBe(409);
    } finally {
      await solo.close();
    }
  });

  test("a ban ends the user's sessions and refuses sign-in; an unban lets them back", async () => {
    const victim = await signUpUser(ctx, { email: "ban-me@example.com", password: "ban-me-pass-1" });
    const banned = await patch(admin, victim.user.id, { banned: true });
    expect(banned.status).toBe(200);
    expect(await json(banned)).toMatchObject({ banned: true });
    expect(
      await ctx.deps.database.db.select().from(session).where(eq(session.userId, victim.user.id)),
    ).toEqual([]);
    expect((await as(ctx, victim.cookie).get("/api/events/current")).status).toBe(401);
    const client = browser(ctx);
    const credentials = { email: "ban-me@example.com", password: "ban-me-pass-1" };
    expect((await client.post("/api/auth/sign-in/email", credentials)).status).toBe(403);

    expect(await json(await patch(admin, victim.user.id, { banned: false }))).toMatchObject({
      banned: false,
    });
    expect((await client.post("/api/auth/sign-in/email", credentials)).status).toBe(200);
  });

  test("an admin cannot ban their own account", async () => {
    const response = await patch(admin, admin.user.id, { banned: true });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("You cannot ban your own account.");
  });

  test("refuses in the admin's language", async () => {
    const response = await as(ctx, `${admin.cookie}; seatwise-locale=fr`).patch(
      `/api/admin/users/${admin.user.id}`,
      { banned: true },
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("Vous ne pouvez pas bannir votre propre compte.");
  });

  test.each([
    [{}, "Choose a role or a ban status to change"],
    [{ role: "superuser" }, "Role must be user or admin"],
    [{ banned: "yes" }, "Banned must be true or false"],
  ])("refuses %j", async (body, message) => {
    const response = await patch(admin, owner.user.id, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  test("answers 404 for an unknown user", async () => {
    const response = await patch(admin, "no-such-user", { role: "admin" });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("User not found");
  });
});
