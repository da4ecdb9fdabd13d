import { expect, test } from "@playwright/test";
import { E2E_ORIGIN } from "./support/server";

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
  await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
});

test("a missing asset is a 404, not the app", async ({ request }) => {
  const response = await request.get("/assets/does-not-exist-123.js");
  expect(response.status()).toBe(404);
});
