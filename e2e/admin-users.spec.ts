import { expect, test } from "@playwright/test";
import { mailsTo, signInAsAdmin, uniqueEmail } from "./admin-helpers";
import { signUpOwner } from "./dashboard-helpers";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.4" }, reducedMotion: "reduce" });

test("search users, add one who sets a password by e-mail, make them admin, ban and unban", async ({
  browser,
  page,
}) => {
  // A long journey: on a busy machine it needs more than the default 30 s.
  test.slow();
  // Someone to find: an owner signed up in another browser.
  const ownerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.5" } });
  const ownerEmail = await signUpOwner(await ownerContext.newPage(), "findme");
  await ownerContext.close();

  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage user accounts and permissions")).toBeVisible();
  for (const column of ["Email", "Role", "Created At", "Last Sign In", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }

  const search = page.getByPlaceholder("Search users...");
  await search.fill(ownerEmail.toUpperCase().slice(0, 22));
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: ownerEmail })).toHaveCount(1);
  await expect(rows.filter({ hasText: ownerEmail }).getByText("user", { exact: true })).toBeVisible();
  await search.fill("no-such-user-anywhere");
  await expect(page.getByText("No users found.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search text" }).click();

  // Add User: no password; an e-mail with a link to choose one.
  const newEmail = uniqueEmail("invited");
  await page.getByRole("button", { name: "Add User" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add User" });
  await addDialog.getByRole("button", { name: "Add User" }).click();
  await expect(addDialog.getByText("Name is required")).toBeVisible();
  await addDialog.getByLabel("Name").fill("Iris Invited");
  await addDialog.getByLabel("Email").fill(ownerEmail);
  await addDialog.getByRole("button", { name: "Add User" }).click();
  await expect(
    addDialog.getByText("An account with this email already exists. Please use another email."),
  ).toBeVisible();
  await addDialog.getByLabel("Email").fill(newEmail);
  await addDialog.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText(`An e-mail to set a password was sent to ${newEmail}.`)).toBeVisible();
  await expect(addDialog).toBeHidden();

  await search.fill(newEmail);
  const row = rows.filter({ hasText: newEmail });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Never" })).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(
      async () =>
        (link = (await mailsTo(newEmail))[0]?.links.find((href) => href.includes("/reset-password"))),
    )
    .toBeDefined();
  expect((await mailsTo(newEmail))[0]?.raw).toContain("You have been invited to Seatwise");

  // The new user chooses a password in their own browser and signs in.
  const invitedContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.6" } });
  const invited = await invitedContext.newPage();
  const url = new URL(link!);
  await invited.goto(`${url.pathname}${url.search}`);
  await invited.getByLabel("New password", { exact: true }).fill("iris-password-1");
  await invited.getByLabel("Confirm new password").fill("iris-password-1");
  await invited.getByRole("button", { name: "Set new password" }).click();
  await expect(invited).toHaveURL(/\/login$/);
  await invited.getByLabel("Email").fill(newEmail);
  await invited.getByLabel("Password").fill("iris-password-1");
  await invited.getByRole("button", { name: "Sign in" }).click();
  await expect(invited).toHaveURL(/\/(dashboard|onboarding)/);

  // Edit: make them an admin; the admin area opens for them.
  await page.reload();
  await search.fill(newEmail);
  await expect(row.getByText("Never")).toHaveCount(0);
  await row.getByRole("button", { name: `Edit ${newEmail}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit User" });
  await editDialog.getByRole("radio", { name: /Admin/ }).check();
  await editDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  await expect(row.getByText("admin", { exact: true })).toBeVisible();
  await invited.goto("/admin/dashboard");
  await expect(invited.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // Ban: they are signed out at once; unban lets them back.
  await row.getByRole("button", { name: `Edit ${newEmail}` }).click();
  await editDialog.getByRole("switch", { name: "Banned" }).click();
  await editDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(row.getByText("banned", { exact: true })).toBeVisible();
  expect((await invited.request.get("/api/admin/stats")).status()).toBe(401);

  await row.getByRole("button", { name: `Edit ${newEmail}` }).click();
  await expect(editDialog.getByRole("switch", { name: "Banned" })).toHaveAttribute("aria-checked", "true");
  await editDialog.getByRole("switch", { name: "Banned" }).click();
  await editDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(row.getByText("banned", { exact: true })).toHaveCount(0);
  await invitedContext.close();
});

test("an admin cannot ban their own account from the Edit dialog", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/users");
  await page.getByPlaceholder("Search users...").fill("e2e-admin@example.com");
  await page.getByRole("button", { name: "Edit e2e-admin@example.com" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByRole("switch", { name: "Banned" })).toBeDisabled();
  await expect(dialog.getByText("You cannot ban your own account.")).toBeVisible();
});
