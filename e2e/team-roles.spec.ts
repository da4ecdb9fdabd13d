import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./admin-helpers";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";
import { E2E_ORIGIN } from "./support/server";
import { invitationLink, otherBrowser } from "./team-helpers";

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.14", 5));

/** An owner's event with two tables and two guests (one seated), and a second person on its team as `role`,
 * signed in in a browser of their own. */
async function teamOf(
  page: Page,
  context: BrowserContext,
  testInfo: Parameters<typeof fromOwnAddress>[1],
  role: string,
) {
  await signUpOwner(page, "roles-owner");
  const event = await createEvent(page, "Lea & Sam");
  const put = await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables: [1, 2].map((n) => ({
        id: `new-${n}`,
        name: `Table ${n}`,
        capacity: 8,
        shape: "round",
        position: { x: 150 + n * 250, y: 200 },
      })),
    },
  });
  expect(put.ok()).toBe(true);
  const tableId = ((await put.json()) as { tables: { id: string }[] }).tables[0]!.id;
  for (const guest of [
    {
      name: "Zoë Ångström",
      email: "zoe@example.com",
      meal: "Fish",
      dietaryRestrictions: "Nut allergy",
      tableId,
    },
    { name: "Omar Haddad", email: "omar@example.com", meal: "Beef" },
  ]) {
    expect((await page.request.post(`/api/events/${event.id}/guests`, { data: guest })).status()).toBe(201);
  }
  const email = uniqueEmail(`roles-${role}`);
  const invited = await page.request.post(`/api/events/${event.id}/team/invitations`, {
    data: { email, role },
  });
  expect(invited.status()).toBe(201);
  const link = await invitationLink(email);
  const other = await otherBrowser(context, testInfo, "10.82.15");
  const signedUp = await other.request.post("/api/auth/sign-up/email", {
    data: { name: "Robin Role", email, password: "password-123" },
    headers: { origin: E2E_ORIGIN },
  });
  expect(signedUp.ok()).toBe(true);
  const member = await other.newPage();
  await member.goto(link);
  await member.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  return { event, member, other };
}

test("a viewer reads every screen but finds no edit control, and a write sent by hand is refused", async ({
  page,
  context,
}, testInfo) => {
  const { event, member: viewer, other } = await teamOf(page, context, testInfo, "viewer");

  await viewer.goto("/dashboard/guests");
  await expect(viewer.getByText("Zoë Ångström")).toBeVisible();
  await expect(viewer.getByText("omar@example.com")).toBeVisible();
  for (const control of ["Add Guest", "Import CSV", "New group", "New household"]) {
    await expect(viewer.getByRole("button", { name: control })).toHaveCount(0);
  }
  await expect(viewer.getByRole("checkbox")).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(viewer.getByRole("combobox", { name: /^Status of / })).toHaveCount(0);

  await viewer.goto("/dashboard/seating");
  await expect(viewer.getByRole("heading", { name: "Unseated guests" })).toBeVisible();
  await expect(viewer.getByText("Omar Haddad")).toBeVisible();
  for (const control of ["Undo", "Auto-seat", /^Rules/]) {
    await expect(viewer.getByRole("button", { name: control })).toHaveCount(0);
  }
  await expect(viewer.getByRole("button", { name: /^Omar Haddad/ })).toHaveCount(0);
  await viewer.getByRole("tab", { name: "Configure Tables" }).click();
  await expect(
    viewer.getByText("View only: your role on this event does not allow changes here."),
  ).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Save Table Configuration" })).toHaveCount(0);

  // Every write the screens hide is refused by the server anyway.
  const writes = [
    viewer.request.post(`/api/events/${event.id}/guests`, { data: { name: "Sneaky" } }),
    viewer.request.put(`/api/events/${event.id}/tables`, { data: { tables: [] } }),
    viewer.request.patch(`/api/events/${event.id}`, { data: { title: "Renamed" } }),
    viewer.request.post(`/api/events/${event.id}/team/invitations`, {
      data: { email: "friend@example.com", role: "co-owner" },
    }),
  ];
  for (const response of await Promise.all(writes)) {
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Your role on this event does not allow this",
    );
  }
  const list = await page.request.get(`/api/events/${event.id}/guests`);
  expect(((await list.json()) as { guests: unknown[] }).guests).toHaveLength(2);
  await other.close();
});

test("a caterer sees the guests' meals and tables but no e-mail, phone or note", async ({
  page,
  context,
}, testInfo) => {
  const { event, member: caterer, other } = await teamOf(page, context, testInfo, "caterer");
  const sidebar = caterer.getByRole("complementary", { name: "Sidebar" });
  for (const hidden of ["Share", "Appearance", "Event Settings", "Team"]) {
    await expect(sidebar.getByRole("link", { name: hidden })).toHaveCount(0);
  }

  await caterer.goto("/dashboard/guests");
  await expect(caterer.getByText("Zoë Ångström")).toBeVisible();
  await expect(caterer.getByText("Table 1")).toBeVisible();
  await expect(caterer.getByText("zoe@example.com")).toHaveCount(0);
  await expect(caterer.getByRole("columnheader", { name: "Meal and dietary needs" })).toBeVisible();
  await expect(caterer.getByText("Fish · Nut allergy")).toBeVisible();
  await expect(caterer.getByRole("button", { name: "Export CSV" })).toHaveCount(0);

  await caterer.goto("/dashboard/print");
  await caterer.getByRole("tab", { name: "Caterer's report" }).click();
  await expect(caterer.getByRole("list", { name: "Meal totals" })).toContainText("Fish1");
  await expect(caterer.getByText("Nut allergy").first()).toBeVisible();

  const guests = await caterer.request.get(`/api/events/${event.id}/guests`);
  const body = JSON.stringify(await guests.json());
  expect(body).toContain("Fish");
  expect(body).not.toContain("zoe@example.com");
  expect((await caterer.request.get(`/api/events/${event.id}/guests/export`)).status()).toBe(403);
  await other.close();
});
