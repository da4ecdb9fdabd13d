import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { supportRequests } from "@/server/db/schema";
import { as, createEvent, testFileUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import type { SupportRequest } from "@/shared/support";

const ctx = testFileContext();
const ann = testFileUser(ctx);
const bo = testFileUser(ctx);

describe("POST /api/support-requests", () => {
  test("refuses anonymous callers with the support form's own message", async () => {
    const response = await as(ctx).post("/api/support-requests", { subject: "Hi", message: "Help" });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: "unauthenticated",
      message: "You must be logged in to submit a support request.",
    });
  });

  test.each([
    [{ subject: "   ", message: "Help" }],
    [{ subject: "Hi", message: "\n\t " }],
    [{ subject: "Hi" }],
    [{}],
  ])("refuses %j", async (body) => {
    const response = await as(ctx, ann.cookie).post("/api/support-requests", body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      "Please provide both a subject and a message for your support request.",
    );
  });

  test("stores a trimmed, open request with the user and event", async () => {
    const event = await createEvent(ctx, ann.cookie);
    const response = await as(ctx, ann.cookie).post("/api/support-requests", {
      subject: "  Seating question ",
      message: " How do I move a table? ",
      eventId: event.id,
    });
    expect(response.status).toBe(201);
    const created = (await json(response)) as SupportRequest;
    expect(created).toMatchObject({
      subject: "Seating question",
      message: "How do I move a table?",
      eventId: event.id,
      status: "open",
    });
    const [row] = await ctx.deps.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, created.id));
    expect(row).toMatchObject({ userId: ann.user.id, eventId: event.id, status: "open" });
  });

  test("stores a request without an event", async () => {
    const response = await as(ctx, bo.cookie).post("/api/support-requests", {
      subject: "Billing",
      message: "?",
    });
    expect(response.status).toBe(201);
    expect(((await json(response)) as SupportRequest).eventId).toBeNull();
  });

  test("refuses to link another owner's event", async () => {
    const annsEvent = await createEvent(ctx, ann.cookie);
    const response = await as(ctx, bo.cookie).post("/api/support-requests", {
      subject: "Hi",
      message: "Help",
      eventId: annsEvent.id,
    });
    expect(response.status).toBe(404);
    const rows = await ctx.deps.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, bo.user.id));
    expect(rows.every((row) => row.eventId === null)).toBe(true);
  });
});
