import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { outboxMessages } from "@/server/auth/test-helpers";
import { user } from "@/server/db/schema";
import { as, createEvent, testFileAdmin, testFileUser } from "@/server/test/factories";
import { json, testFileContext } from "@/server/test/harness";
import { type SupportInboxItem, type SupportPage, supportPageSchema } from "@/shared/admin";
import type { SupportRequest } from "@/shared/support";

const ctx = testFileContext();
const admin = testFileAdmin(ctx);
const secondAdmin = testFileAdmin(ctx);
const ann = testFileUser(ctx, { name: "Ann Owner" });

async function inbox(query = ""): Promise<SupportPage> {
  const response = await as(ctx, admin.cookie).get(`/api/admin/support-requests${query}`);
  expect(response.status).toBe(200);
  return supportPageSchema.parse(await json(response));
}

async function submit(body: { subject: string; message: string; eventId?: string }) {
  const response = await as(ctx, ann.cookie).post("/api/support-requests", body);
  expect(response.status).toBe(201);
  return (await json(response)) as SupportRequest;
}

describe("the support inbox", () => {
  let withEvent: SupportRequest;
  let plain: SupportRequest;

  beforeAll(async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Ann & Bo's Wedding" });
    withEvent = await submit({
      subject: "Table map",
      message: "How do I show it?\nThanks!",
      eventId: event.id,
    });
    plain = await submit({ subject: "Billing", message: "Invoice please" });
  });

  test("lists open requests newest first with the owner's e-mail, the event, subject and message", async () => {
    const page = await inbox();
    expect(page.total).toBe(2);
    expect(page.openCount).toBe(2);
    expect(page.requests.map((request) => request.id)).toEqual([plain.id, withEvent.id]);
    expect(page.requests[1]).toMatchObject({
      subject: "Table map",
      message: "How do I show it?\nThanks!",
      status: "open",
      userEmail: ann.user.email,
      userName: "Ann Owner",
      eventTitle: "Ann & Bo's Wedding",
    } satisfies Partial<SupportInboxItem>);
    expect(page.requests[0]?.eventTitle).toBeNull();
  });

  test("closes and reopens a request; the filters follow", async () => {
    const closed = await as(ctx, admin.cookie).patch(`/api/admin/support-requests/${withEvent.id}`, {
      status: "closed",
    });
    expect(closed.status).toBe(200);
    expect(await json(closed)).toMatchObject({
      id: withEvent.id,
      status: "closed",
      eventTitle: "Ann & Bo's Wedding",
    });
    expect((await inbox()).requests.map((request) => request.id)).toEqual([plain.id]);
    const closedPage = await inbox("?status=closed");
    expect(closedPage.requests.map((request) => request.id)).toEqual([withEvent.id]);
    expect(closedPage.openCount).toBe(1);
    expect((await inbox("?status=all")).total).toBe(2);

    const reopened = await as(ctx, admin.cookie).patch(`/api/admin/support-requests/${withEvent.id}`, {
      status: "open",
    });
    expect(await json(reopened)).toMatchObject({ status: "open" });
    expect((await inbox()).openCount).toBe(2);
  });

  test.each([
    ["a status that does not exist", "?status=pending"],
    ["a page of 0", "?page=0"],
  ])("refuses %s", async (_label, query) => {
    const response = await as(ctx, admin.cookie).get(`/api/admin/support-requests${query}`);
    expect(response.status).toBe(400);
  });

  test("refuses a bad status change and answers 404 for an unknown request", async () => {
    const bad = await as(ctx, admin.cookie).patch(`/api/admin/support-requests/${plain.id}`, {
      status: "done",
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { message: "Status must be open or closed" } });
    const unknown = await as(ctx, admin.cookie).patch(
      "/api/admin/support-requests/00000000-0000-4000-8000-000000000000",
      { status: "closed" },
    );
    expect(unknown.status).toBe(404);
    expect(
      (await as(ctx, admin.cookie).patch("/api/admin/support-requests/nope", { status: "closed" })).status,
    ).toBe(404);
  });
});

describe("a new support request", () => {
  test("is mailed to every active admin with the sender, the subject and the message", async () => {
    await submit({ subject: "Guest page is blank", message: "Nothing shows <b>at all</b>" });
    const messages = (await outboxMessages(ctx.dataDir)).filter((raw) => raw.includes("Guest page is blank"));
    const recipients = messages.map((raw) => /^To: (.+)$/m.exec(raw)?.[1]).sort();
    expect(recipients).toEqual([admin.user.email, secondAdmin.user.email].sort());
    const raw = messages[0]!;
    expect(raw).toContain("Subject: [Seatwise support] Guest page is blank");
    expect(raw).toContain(ann.user.email);
    expect(raw).toContain("http://localhost:3000/admin/dashboard/support");
    // The owner's text is escaped in the HTML part.
    expect(raw).toContain("&#60;b&#62;at all&#60;/b&#62;");
  });

  test("reaches each admin in their own language; the owner's words stay as written", async () => {
    await ctx.deps.database.db.update(user).set({ locale: "fr" }).where(eq(user.id, secondAdmin.user.id));
    await submit({ subject: "Plan de table vide", message: "Rien ne s'affiche" });
    const messages = (await outboxMessages(ctx.dataDir)).filter((raw) => raw.includes("Plan de table vide"));
    const to = (email: string) => messages.find((raw) => raw.includes(`To: ${email}`))!;
    expect(to(secondAdmin.user.email)).toContain("Subject: [Assistance Seatwise] Plan de table vide");
    expect(to(admin.user.email)).toContain("Subject: [Seatwise support] Plan de table vide");
    expect(to(admin.user.email)).toContain("New support request from Ann Owner");
  });
});
