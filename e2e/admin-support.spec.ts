import { expect, test } from "@playwright/test";
import { mailsTo, signInAsAdmin } from "./admin-helpers";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { E2E_ADMIN } from "./support/server";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.8" } });

test("an owner's support request reaches the admin's inbox (and mailbox), is closed and reopened", async ({
  browser,
  page,
}) => {
  const subject = `Table map question ${Date.now()}`;
  const ownerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.9" } });
  const owner = await ownerContext.newPage();
  const ownerEmail = await signUpOwner(owner, "needs-help");
  await createEvent(owner, "Help Wanted Wedding");
  await owner.goto("/dashboard/support");
  await owner.getByLabel("Subject").fill(subject);
  await owner.getByLabel("Message").fill("Guests cannot see the map.\nWhat did I miss?");
  await owner.getByRole("button", { name: "Submit Request" }).click();
  await expect(owner.getByText("Support request submitted").first()).toBeVisible();
  await ownerContext.close();

  await expect
    .poll(async () => (await mailsTo(E2E_ADMIN.email)).some((mail) => mail.raw.includes(subject)))
    .toBe(true);

  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/support");
  const request = page.getByRole("article").filter({ hasText: subject });
  await expect(request).toBeVisible();
  await expect(request.getByText(ownerEmail)).toBeVisible();
  await expect(request.getByText("Help Wanted Wedding")).toBeVisible();
  await expect(request.getByText("What did I miss?")).toBeVisible();
  await expect(request.getByText("Open", { exact: true })).toBeVisible();
  await expect(request.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${ownerEmail.replace(/[.+]/g, "\\$&")}`),
  );

  await request.getByRole("button", { name: "Mark as closed" }).click();
  await expect(page.getByText("Request closed")).toBeVisible();
  await expect(request).toHaveCount(0);
  await page.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(request.getByText("Closed", { exact: true })).toBeVisible();
  await request.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByText("Request reopened")).toBeVisible();
  await page.getByRole("button", { name: /^Open/ }).click();
  await expect(request.getByText("Open", { exact: true })).toBeVisible();
});
