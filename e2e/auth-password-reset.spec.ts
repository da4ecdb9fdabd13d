import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { linksInMessage } from "../src/server/lib/mail";
import { openAppPage } from "./support/app-page";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.3" } });

/** The reset link mailed to `to`: the e2e server has no SMTP_URL, so mail lands in its DATA_DIR outbox. */
async function resetLinkFor(to: string): Promise<string | undefined> {
  const outbox = path.join(process.env.SEATWISE_E2E_DATA_DIR ?? "", "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), "utf8");
    if (!raw.includes(`To: ${to}`)) continue;
    const link = linksInMessage(raw).find((href) => href.includes("/reset-password?token="));
    if (link) return link;
  }
  return undefined;
}

test("forgot password → e-mail link → new password → login", async ({ page }) => {
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Rae", email, password: "old-password-1" },
  });
  expect(created.ok()).toBe(true);
  await page.context().clearCookies();

  await openAppPage(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  let link: string | undefined;
  await expect.poll(async () => (link = await resetLinkFor(email))).toBeDefined();
  const url = new URL(link!);
  await openAppPage(page, `${url.pathname}${url.search}`);
  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByLabel("Confirm new password").fill("new-password-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("new-password-2");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.context().clearCookies();
  await openAppPage(page, `${url.pathname}${url.search}`);
  await page.getByLabel("New password", { exact: true }).fill("third-password-3");
  await page.getByLabel("Confirm new password").fill("third-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByText("This reset link is invalid or has expired. Please request a new one."),
  ).toBeVisible();
});
