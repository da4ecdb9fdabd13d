import type { Page } from "@playwright/test";

/** Opens a page the server renders (marketing, account pages) and waits until the app has hydrated it: until
 * then its forms are plain HTML forms the server answers (no toasts, no in-page messages). */
export async function openAppPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}
