import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./admin-helpers";
import { card, dragTo, handle, openBoard, seedEvent, unseated } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";
import { invitationLink, otherBrowser } from "./team-helpers";

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.16", 5));

test("two people on one event: the owner invites a planner, the planner seats a guest and the owner's board shows it within 2 s", async ({
  page,
  context,
}, testInfo) => {
  const event = await seedEvent(page, { capacities: [4, 4], guests: ["Zoë Ångström", "Omar Haddad"] });

  // The owner invites the planner from the Team screen; the link is read from the outbox.
  await page.goto("/dashboard/team");
  const plannerEmail = uniqueEmail("live-planner");
  await page.getByRole("button", { name: "Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite someone" });
  await dialog.getByLabel("Email").fill(plannerEmail);
  await dialog.getByRole("radio", { name: /^Planner/ }).check();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  const link = await invitationLink(plannerEmail);
  const plannerContext = await otherBrowser(context, testInfo, "10.82.17");
  const planner = await plannerContext.newPage();
  await planner.goto(link);
  await planner.getByRole("link", { name: "Create account" }).click();
  await planner.getByLabel("Full name").fill("Pat Planner");
  await planner.getByLabel("Password").fill("password-123");
  await planner.getByRole("checkbox", { name: /terms of service/ }).check();
  await planner.getByRole("button", { name: "Create account" }).click();
  await planner.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(planner).toHaveURL(/\/dashboard$/);

  // Both on the Seating screen: each sees the other there.
  await openBoard(page);
  await openBoard(planner);
  await expect(
    page.getByRole("list", { name: "Also on this event" }).getByLabel("Pat Planner is on this event"),
  ).toBeVisible();
  await expect(
    planner.getByRole("list", { name: "Also on this event" }).getByLabel("Ann Lee is on this event"),
  ).toBeVisible();

  // The planner drags a guest onto Table 2; the owner's board shows it without a reload.
  await expect(handle(unseated(page), "Omar Haddad")).toBeVisible();
  await dragTo(planner, handle(unseated(planner), "Omar Haddad"), card(planner, 2));
  await expect(handle(card(planner, 2), "Omar Haddad")).toBeVisible();
  const seatedAt = Date.now();
  await expect(handle(card(page, 2), "Omar Haddad")).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - seatedAt).toBeLessThan(2_000);
  await expect(handle(unseated(page), "Omar Haddad")).toHaveCount(0);

  // A guest added by the owner reaches the planner's board too.
  const added = await page.request.post(`/api/events/${event.id}/guests`, { data: { name: "Ines Duarte" } });
  expect(added.status()).toBe(201);
  await expect(handle(unseated(planner), "Ines Duarte")).toBeVisible({ timeout: 2_000 });
  await plannerContext.close();
});
