import type { Page } from "@playwright/test";

/** Opens a page the server renders (marketing, account pages) and waits until the app has hydrated it: until
 * then its forms are plain HTML forms the server answers (no toasts, no in-page messages). An account page
 * starts the app at the visitor's first interaction (src/web/app/account.ts): the pointer moving over it. */
export async function openAppPage(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(1, 1);
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}
