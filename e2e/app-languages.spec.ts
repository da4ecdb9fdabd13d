import { expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.9", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.1" }, reducedMotion: "reduce" });

const dashboardMenu = (page: Page) =>
  page.getByRole("navigation", { name: /^(Dashboard|Panel|لوحة التحكم)$/ });

/** Nothing wider than the screen: the page never scrolls sideways. */
/** The language saved to the signed-in account. */
const storedLocale = (page: Page) => async () =>
  ((await (await page.request.get("/api/me")).json()) as { user: { locale: string } }).user.locale;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a first visit speaks the browser's language, and the footer's Language select switches it", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByLabel("Sprache")).toHaveValue("de");
  await expect(footer.getByRole("link", { name: "Startseite" })).toBeVisible();

  // The light page's script remembers the choice and loads the page again, now in Spanish.
  await footer.getByLabel("Sprache").selectOption({ label: "Español" });
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(footer.getByLabel("Idioma")).toHaveValue("es");
  await expect(footer.getByRole("link", { name: "Inicio" })).toBeVisible();
  // The choice is remembered: the next page comes from the server already in Spanish.
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Inicio" })).toBeVisible();
  await context.close();
});

test("an owner switches the dashboard to Español: the menu follows, the account keeps it after a reload", async ({
  page,
}) => {
  await signUpOwner(page, "lang-es");
  await createEvent(page, "Lucía & Mateo");
  await page.goto("/dashboard");
  const menu = dashboardMenu(page);
  await expect(menu.getByRole("link", { name: "Guests" })).toBeVisible();

  await page.getByLabel("Language").selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(menu.getByRole("link", { name: "Invitados" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Ajustes del evento" })).toBeVisible();
  // Names are never translated.
  await expect(page.getByText("Lucía & Mateo").first()).toBeVisible();

  await expect.poll(storedLocale(page)).toBe("es");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(menu.getByRole("link", { name: "Invitados" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("العربية mirrors the whole layout without a sideways scroll, and the floor plan stays as drawn", async ({
    page,
  }, testInfo) => {
    await signUpOwner(page, "lang-ar");
    await createEvent(page, "ليلى وعمر");
    await page.goto("/");
    await page.waitForSelector("html[data-app-ready]");
    await page.getByRole("contentinfo").getByLabel("Language").selectOption({ label: "العربية" });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expectNoSidewaysScroll(page);
    // The choice is saved to the account before the next page is asked for (as the test above waits).
    await expect.poll(storedLocale(page)).toBe("ar");

    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The event's name as typed (in the menu's event switcher).
    await expect(page.getByText("ليلى وعمر").first()).toBeAttached();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath("dashboard-ar-390.png"), fullPage: true });

    for (const screen of ["guests", "tables", "seating", "settings", "share"]) {
      await page.goto(`/dashboard/${screen}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page);
    }
    // The floor plan is a room, not text: it keeps its left and right.
    await page.goto("/dashboard/tables");
    const plan = page.locator("[dir=ltr]").first();
    await expect(plan).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("tables-ar-390.png"), fullPage: true });
  });
});
