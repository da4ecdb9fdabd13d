import { describe, expect, test } from "vitest";
import { guests } from "@/server/db/schema";
import {
  as,
  createEvent,
  signUpAdmin,
  signUpUser,
  testFileAdmin,
  testFileUser,
} from "@/server/test/factories";
import { createTestContext, json, testFileContext } from "@/server/test/harness";
import { type ActivityItem, type AdminStats, adminStatsSchema } from "@/shared/admin";

const ctx = testFileContext();
const admin = testFileAdmin(ctx);
const owner = testFileUser(ctx);

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Every /api/admin route, with a body good enough to pass validation. */
const ROUTES: [method: "get" | "post" | "put" | "patch" | "delete", path: string, body?: unknown][] = [
  ["get", "/api/admin/stats"],
  ["get", "/api/admin/activity"],
  ["get", "/api/admin/users"],
  ["post", "/api/admin/users", { name: "New", email: "guard-new@example.com", role: "user" }],
  ["patch", `/api/admin/users/${SOME_ID}`, { role: "user" }],
  ["get", "/api/admin/blog/posts"],
  ["post", "/api/admin/blog/posts", { title: "T", slug: "guard-post", content: "x" }],
  ["get", `/api/admin/blog/posts/${SOME_ID}`],
  ["put", `/api/admin/blog/posts/${SOME_ID}`, { title: "T", slug: "guard-post", content: "x" }],
  ["delete", `/api/admin/blog/posts/${SOME_ID}`],
  ["get", "/api/admin/site"],
  [
    "put",
    "/api/admin/site",
    { siteTitle: "S", landingHeadline: "H", landingSubtext: "T", contactEmail: "a@example.com" },
  ],
  ["put", "/api/admin/site/pricing-plans", { pricingPlans: [] }],
  ["get", "/api/admin/support-requests"],
  ["patch", `/api/admin/support-requests/${SOME_ID}`, { status: "closed" }],
  ["get", "/api/admin/no-such-route"],
];

describe("the admin guard", () => {
  test.each(ROUTES)(
    "%s %s: 401 signed out, 403 for an owner, and nothing done",
    async (method, path, body) => {
      const anonymous = await as(ctx)[method](path, body);
      expect(anonymous.status).toBe(401);
      expect(await json(anonymous)).toEqual({
        error: { code: "unauthenticated", message: "Authentication required" },
      });
      const asOwner = await as(ctx, owner.cookie)[method](path, body);
      expect(asOwner.status).toBe(403);
      expect(await json(asOwner)).toEqual({
        error: { code: "forbidden", message: "You must be an admin to access this page." },
      });
    },
  );

  test("lets an admin through", async () => {
    const response = await as(ctx, admin.cookie).get("/api/admin/stats");
    expect(response.status).toBe(200);
    expect((await as(ctx, admin.cookie).get("/api/admin/no-such-route")).status).toBe(404);
  });

  test("the admin plugin's own account-changing endpoints are closed, list-users stays", async () => {
    for (const path of ["set-role", "ban-user", "unban-user", "remove-user", "update-user", "create-user"]) {
      const response = await as(ctx, admin.cookie).post(`/api/auth/admin/${path}`, { userId: owner.user.id });
      expect(response.status, path).toBe(404);
    }
    expect((await as(ctx, admin.cookie).get("/api/auth/admin/list-users")).status).toBe(200);
  });
});

async function stats(): Promise<AdminStats> {
  const response = await as(ctx, admin.cookie).get("/api/admin/stats");
  expect(response.status).toBe(200);
  return adminStatsSchema.parse(await json(response));
}

describe("GET /api/admin/stats", () => {
  test("counts users, events and guests, and the guests per event", async () => {
    const before = await stats();
    const newcomer = await signUpUser(ctx);
    const first = await createEvent(ctx, newcomer.cookie, { title: "Counted Wedding" });
    const second = await createEvent(ctx, newcomer.cookie, { title: "Counted Party" });
    await ctx.deps.database.db.insert(guests).values([
      { eventId: first.id, name: "Ann" },
      { eventId: first.id, name: "Bo" },
      { eventId: first.id, name: "Cy" },
      { eventId: second.id, name: "Di" },
    ]);
    const after = await stats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalEvents).toBe(before.totalEvents + 2);
    expect(after.totalGuests).toBe(before.totalGuests + 4);
    expect(after.averageGuests).toBe(Math.round((after.totalGuests / after.totalEvents) * 10) / 10);
  });

  test("an average of 0 without events", async () => {
    const fresh = await createTestContext();
    try {
      const freshAdmin = await signUpAdmin(fresh);
      const response = await as(fresh, freshAdmin.cookie).get("/api/admin/stats");
      expect(await json(response)).toEqual({
        totalUsers: 1,
        totalEvents: 0,
        totalGuests: 0,
        averageGuests: 0,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe("GET /api/admin/activity", () => {
  test("lists the latest sign-ups, events and support requests, newest first", async () => {
    const ann = await signUpUser(ctx, { name: "Ann Activity" });
    const event = await createEvent(ctx, ann.cookie, { title: "Ann's Garden Party" });
    await as(ctx, ann.cookie).post("/api/support-requests", {
      subject: "Where is my QR code?",
      message: "?",
    });

    const response = await as(ctx, admin.cookie).get("/api/admin/activity");
    expect(response.status).toBe(200);
    const items = (await json(response)) as ActivityItem[];
    expect(items.slice(0, 3).map(({ kind, title, detail }) => ({ kind, title, detail }))).toEqual([
      { kind: "support", title: "Where is my QR code?", detail: ann.user.email },
      { kind: "event", title: "Ann's Garden Party", detail: ann.user.email },
      { kind: "signup", title: "Ann Activity", detail: ann.user.email },
    ]);
    expect(items[1]?.id).toBe(event.id);
    expect(items.length).toBeLessThanOrEqual(10);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
