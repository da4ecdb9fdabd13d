import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./admin-helpers";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";
import { E2E_ORIGIN } from "./support/server";
import { invitationLink, otherBrowser } from "./team-helpers";

// The owner's browser and the invited person's each play their own client address (sign-up limits).
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.12", 5));

async function openTeam(page: Page) {
  await page.goto("/dashboard/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
}

test("the owner invites a planner by e-mail, who signs up through the link and lands on the event", async ({
  page,
  context,
}, testInfo) => {
  const ownerEmail = await signUpOwner(page, "team-owner");
  await createEvent(page, "Mia & Noah");
  await openTeam(page);
  const people = page.getByRole("list", { name: "People" });
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await expect(people.getByText(ownerEmail)).toBeVisible();
  await expect(people.getByText("Creator")).toBeVisible();
  await expect(page.getByText("No pending invitations.")).toBeVisible();

  const invitee = uniqueEmail("team-planner");
  await page.getByRole("button", { name: "Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite someone" });
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await dialog.getByLabel("Email").fill(invitee);
  await dialog.getByRole("radio", { name: /^Planner/ }).check();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const pending = page.getByRole("list", { name: "Pending invitations" });
  await expect(pending.getByText(invitee)).toBeVisible();
  await expect(pending.getByText(/Planner/)).toBeVisible();

  // The same address again: refused beside the field, what was typed kept.
  await page.getByRole("button", { name: "Invite" }).click();
  await dialog.getByLabel("Email").fill(invitee);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText(`${invitee} has already been invited`)).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue(invitee);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const link = await invitationLink(invitee);
  const planner = await (await otherBrowser(context, testInfo, "10.82.13")).newPage();
  await planner.goto(link);
  await expect(planner.getByRole("heading", { name: "Join Mia & Noah as Planner" })).toBeVisible();
  await planner.getByRole("link", { name: "Create account" }).click();
  await expect(planner).toHaveURL(/\/signup\?next=%2Finvite%2F/);
  await expect(planner.getByLabel("Email")).toHaveValue(invitee);
  await planner.getByLabel("Full name").fill("Pat Planner");
  await planner.getByLabel("Password").fill("password-123");
  await planner.getByRole("checkbox", { name: /terms of service/ }).check();
  await planner.getByRole("button", { name: "Create account" }).click();

  await expect(planner).toHaveURL(link);
  await planner.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(planner).toHaveURL(/\/dashboard$/);
  const sidebar = planner.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("button", { name: /Event: Mia & Noah/ })).toContainText("Planner");
  await expect(sidebar.getByRole("link", { name: "Team" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Billing" })).toHaveCount(0);

  // The owner sees the planner on the team and the invitation gone.
  await page.reload();
  await expect(people.getByRole("listitem")).toHaveCount(2);
  const role = people.getByRole("combobox", { name: "Role of Pat Planner" });
  await expect(role).toHaveValue("planner");
  await expect(page.getByText("No pending invitations.")).toBeVisible();

  // A role changed, then the person removed: their screens lose the event.
  await role.selectOption("caterer");
  await expect(page.getByText("Pat Planner is now Caterer.")).toBeVisible();
  await planner.reload();
  await expect(sidebar.getByRole("button", { name: /Event: Mia & Noah/ })).toContainText("Caterer");
  await expect(sidebar.getByRole("link", { name: "Team" })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove Pat Planner from the team" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Pat Planner no longer has access to this event.")).toBeVisible();
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await planner.reload();
  await expect(sidebar.getByText("No event yet")).toBeVisible();
  await planner.context().close();
});

test("a viewer signs in through the link (after leaving another account) and sees the Team screen read-only", async ({
  page,
  context,
}, testInfo) => {
  await signUpOwner(page, "team-owner");
  const event = await createEvent(page, "Ana & Ben");
  const viewerEmail = uniqueEmail("team-viewer");
  const invited = await page.request.post(`/api/events/${event.id}/team/invitations`, {
    data: { email: viewerEmail, role: "viewer" },
  });
  expect(invited.status()).toBe(201);
  const link = await invitationLink(viewerEmail);

  const other = await otherBrowser(context, testInfo, "10.82.13");
  const viewer = await other.newPage();
  // The invited address has an account already; this browser is signed in with another one.
  const accounts = [
    { name: "Vic Viewer", email: viewerEmail },
    { name: "Sam Stranger", email: uniqueEmail("team-stranger") },
  ];
  for (const account of accounts) {
    const signedUp = await other.request.post("/api/auth/sign-up/email", {
      data: { ...account, password: "password-123" },
      // With a session cookie, Better Auth asks where the call comes from.
      headers: { origin: E2E_ORIGIN },
    });
    expect(signedUp.ok()).toBe(true);
  }
  await viewer.goto(link);
  await expect(
    viewer.getByText(`This invitation was sent to ${viewerEmail}. Sign in with that address to accept it.`),
  ).toBeVisible();
  await viewer.getByRole("button", { name: "Sign out and switch account" }).click();
  await viewer.getByRole("link", { name: "Sign in" }).click();
  await expect(viewer).toHaveURL(/\/login\?next=%2Finvite%2F/);
  await expect(viewer.getByLabel("Email")).toHaveValue(viewerEmail);
  await viewer.getByLabel("Password").fill("password-123");
  await viewer.getByRole("button", { name: "Sign in" }).click();
  await expect(viewer).toHaveURL(link);
  await viewer.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);

  const sidebar = viewer.getByRole("complementary", { name: "Sidebar" });
  for (const hidden of ["Share", "Appearance", "Event Settings", "Billing"]) {
    await expect(sidebar.getByRole("link", { name: hidden })).toHaveCount(0);
  }
  await sidebar.getByRole("link", { name: "Team" }).click();
  await expect(viewer.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  const people = viewer.getByRole("list", { name: "People" });
  await expect(people.getByRole("listitem")).toHaveCount(2);
  await expect(people.getByText("Vic Viewer")).toBeVisible();
  await expect(
    viewer.getByText("Only the event's co-owners can invite people or change roles."),
  ).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Invite" })).toHaveCount(0);
  await expect(viewer.getByRole("main").getByRole("combobox")).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /Remove/ })).toHaveCount(0);

  // A used link is refused with the page's message.
  await viewer.goto(link);
  await expect(viewer.getByText("This invitation has already been accepted.")).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Go to the home page" })).toBeVisible();

  // Leaving: the event leaves the switcher.
  await viewer.goto("/dashboard/team");
  await viewer.getByRole("button", { name: "Leave event" }).click();
  await viewer.getByRole("alertdialog").getByRole("button", { name: "Leave event" }).click();
  await expect(viewer.getByText("Ana & Ben is no longer in your events.")).toBeVisible();
  await expect(viewer).toHaveURL(/\/dashboard$/);
  await expect(sidebar.getByText("No event yet")).toBeVisible();
  await other.close();
});

test("an invitation link that is not valid says so", async ({ page }) => {
  await page.goto("/invite/not-a-real-token");
  await expect(page.getByText("This invitation link is not valid. Ask for a new one.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
});
