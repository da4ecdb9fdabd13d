import { expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.81.15", 5));

/** True when the page is no wider than the phone (a wide floor plan scrolls inside its own frame). */
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("in Event Settings the owner gives the guest page one or two languages, the first the default", async ({
  page,
}) => {
  await signUpOwner(page, "languages-settings");
  await createEvent(page, "Layla & Omar");
  await page.goto("/dashboard/settings");
  const main = page.getByLabel("Main language");
  const second = page.getByLabel("Second language (optional)");
  await expect(main).toHaveValue("en");
  await expect(second).toHaveValue("");
  // Each language is offered in its own name.
  await expect(second.locator("option", { hasText: "العربية" })).toHaveAttribute("lang", "ar");
  await main.selectOption("es");
  await second.selectOption("es");
  await page.getByRole("button", { name: "Save Settings" }).click();
  // The same language twice is refused where it was chosen, and the choice is kept to be corrected.
  await expect(page.getByText("Choose two different languages").first()).toBeVisible();
  await expect(main).toHaveValue("es");
  await expect(second).toHaveValue("es");
  await second.selectOption("ar");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Main language")).toHaveValue("es");
  await expect(page.getByLabel("Second language (optional)")).toHaveValue("ar");
});

test("an Arabic phone opens a Spanish and Arabic page in Arabic, right to left, finds a guest typed without diacritics, and switches to Spanish", async ({
  page,
  browser,
}) => {
  // Two languages' pages, two searches each: longer than most journeys on a busy machine.
  test.setTimeout(60_000);
  await signUpOwner(page, "languages");
  const event = await createEvent(page, "Layla & Omar");
  const saved = await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables: [1, 2, 3].map((n) => ({
        id: `new-${n}`,
        name: n === 2 ? "Familia" : `Table ${n}`,
        capacity: 8,
        shape: "round",
        position: { x: 150 + (n - 1) * 240, y: 150 },
        rotation: 0,
        isHead: false,
      })),
      venueElements: [],
    },
  });
  expect(saved.ok()).toBe(true);
  const plan = (await saved.json()) as { tables: { id: string; number: number }[] };
  const table = (n: number) => plan.tables.find((t) => t.number === n)!.id;
  await addGuests(page, event.id, [
    { name: "مُحَمَّد الأحمد", status: "confirmed", tableId: table(1), seatNumber: 2 },
    { name: "Zoë Müller", status: "confirmed", tableId: table(2), seatNumber: 1 },
    { name: "José García", status: "invited", tableId: table(1), seatNumber: 3 },
  ]);
  const published = await page.request.patch(`/api/events/${event.id}`, {
    data: { isPublished: true, showTableMap: true, languages: ["es", "ar"] },
  });
  expect(published.ok()).toBe(true);

  // A guest whose phone speaks Arabic.
  const context = await browser.newContext({ locale: "ar", viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(`/event/${event.id}`);
  await expect(guest.locator("html")).toHaveAttribute("lang", "ar");
  await expect(guest.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(guest.getByRole("heading", { level: 2, name: "اعثر على طاولتك" })).toBeVisible();
  await expect(guest.getByRole("columnheader", { name: "الاسم" })).toBeVisible();
  // The table map keeps the room's own left and right.
  await expect(guest.locator("[data-floor-plan]")).toHaveAttribute("dir", "ltr");
  await expect(guest.getByRole("img", { name: "مخطط القاعة والطاولات" })).toBeVisible();
  expect(await noHorizontalScroll(guest)).toBe(true);

  // Typed without harakat, it finds the guest written with them.
  await guest.getByLabel("اسمك").fill("محمد");
  const card = guest.locator("#search-answer article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("مُحَمَّد الأحمد");
  await expect(card).toContainText("الطاولة 1");
  await expect(card).toContainText("المقعد 2");
  await expect(card).toContainText("José García");
  await expect(guest.locator("[data-plan-table='1'][data-you]")).toHaveCount(1);
  expect(await noHorizontalScroll(guest)).toBe(true);

  // The switch names each language in its own; Español is a plain link.
  const switcher = guest.getByRole("navigation", { name: "اللغة" });
  await expect(switcher.getByRole("link", { name: "العربية" })).toHaveAttribute("aria-current", "true");
  await switcher.getByRole("link", { name: "Español" }).click();
  await expect(guest).toHaveURL(new RegExp(`/event/${event.id}\\?lang=es$`));
  await expect(guest.locator("html")).toHaveAttribute("lang", "es");
  await expect(guest.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(guest.getByRole("heading", { level: 2, name: "Encuentra tu mesa" })).toBeVisible();
  await expect(guest.getByRole("columnheader", { name: "Nombre" })).toBeVisible();
  await guest.getByLabel("Tu nombre").fill("zoe muller");
  await expect(guest.locator("#search-answer article")).toContainText("Mesa 2 · Familia");
  await guest.getByLabel("Tu nombre").fill("nadie");
  await expect(guest.locator("#search-answer")).toContainText("No hay ningún invitado con ese nombre");
  expect(await noHorizontalScroll(guest)).toBe(true);
  await context.close();
});

test("without JavaScript the switch and the search still work in the chosen language", async ({
  page,
  browser,
}) => {
  await signUpOwner(page, "languages-nojs");
  const event = await createEvent(page, "Ana & Karim");
  await addGuests(page, event.id, [{ name: "Fátima Zahra", status: "confirmed" }]);
  const published = await page.request.patch(`/api/events/${event.id}`, {
    data: { isPublished: true, languages: ["ar", "es"] },
  });
  expect(published.ok()).toBe(true);

  const context = await browser.newContext({ locale: "fr", javaScriptEnabled: false });
  const guest = await context.newPage();
  await guest.goto(`/event/${event.id}`);
  // French is not one of the event's: the first, Arabic.
  await expect(guest.locator("html")).toHaveAttribute("lang", "ar");
  await guest.getByRole("link", { name: "Español" }).click();
  await expect(guest.locator("html")).toHaveAttribute("lang", "es");
  await guest.getByLabel("Tu nombre").fill("fatima");
  await guest.getByRole("button", { name: "Buscar" }).click();
  await expect(guest).toHaveURL(/lang=es&q=fatima/);
  await expect(guest.locator("html")).toHaveAttribute("lang", "es");
  await expect(guest.locator("#search-answer article")).toContainText("Fátima Zahra");
  await expect(guest.locator("#search-answer article")).toContainText("Todavía no se te ha asignado mesa.");
  await context.close();
});
