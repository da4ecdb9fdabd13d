import { type Browser, expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.10", 3));

// Each journey signs an owner up: its own client address keeps it clear of the sign-up rate limit (5 a minute).
test.beforeEach(async ({ context }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
});

/** An owner's published event with six tables, a dance floor and guests seated (through the API). */
async function seatedEvent(page: Page, changes: Record<string, unknown> = {}) {
  await signUpOwner(page, "guest-page");
  const event = await createEvent(page, "Ana & José");
  const tables = Array.from({ length: 6 }, (_, i) => ({
    id: `new-${i}`,
    name: i === 0 ? "Family" : `Table ${i + 1}`,
    capacity: 8,
    shape: "round",
    position: { x: 150 + (i % 3) * 240, y: 150 + Math.floor(i / 3) * 240 },
    rotation: 0,
    isHead: false,
  }));
  const saved = await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables,
      venueElements: [
        {
          id: "new-floor",
          kind: "dance_floor",
          label: "Dance floor",
          position: { x: 390, y: 560 },
          width: 200,
          height: 100,
          rotation: 0,
        },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  const plan = (await saved.json()) as { tables: { id: string; number: number }[] };
  const table = (n: number) => plan.tables.find((t) => t.number === n)!.id;
  await addGuests(page, event.id, [
    {
      name: "José García",
      email: "jose@example.com",
      phone: "555-0100",
      dietaryRestrictions: "Vegan",
      status: "confirmed",
      tableId: table(1),
      seatNumber: 3,
    },
    { name: "Maria García", status: "confirmed", tableId: table(1), seatNumber: 4 },
    { name: "<b>Bold</b> Guest", status: "invited", tableId: table(5), seatNumber: 1 },
    { name: "Dan Declined", status: "declined" },
  ]);
  const published = await page.request.patch(`/api/events/${event.id}`, {
    data: { isPublished: true, showTableMap: true, ...changes },
  });
  expect(published.ok()).toBe(true);
  return { id: event.id, table };
}

/** A stranger's phone: no session, 390 px wide. */
async function phone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  return context.newPage();
}

test("a guest on a phone finds their table, seat and tablemates, highlighted on the floor plan", async ({
  page,
  browser,
}) => {
  const event = await seatedEvent(page);
  const guest = await phone(browser);
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByRole("heading", { level: 1, name: "Ana & José" })).toBeVisible();
  await expect(guest.getByText("Rosewood Manor")).toBeVisible();
  const list = guest.getByRole("table");
  await expect(list.getByRole("row")).toHaveCount(5);
  await expect(list.getByRole("row", { name: /Dan Declined/ })).toContainText("Not assigned");
  // A name written with HTML is shown as text.
  await expect(list.getByRole("cell", { name: "<b>Bold</b> Guest" })).toBeVisible();
  await expect(guest.locator("body")).not.toContainText("jose@example.com");
  await expect(guest.locator("body")).not.toContainText("Vegan");

  await guest.getByRole("searchbox").fill("jose");
  const card = guest.locator("#search-answer article");
  await expect(card).toContainText("José García");
  await expect(card).toContainText("Table 1 · Family");
  await expect(card).toContainText("Seat 3");
  await expect(card).toContainText("Maria García");
  await expect(guest.locator('[data-plan-table="1"]')).toHaveAttribute("data-you", "");
  await expect(guest.locator('[data-plan-table="2"]')).not.toHaveAttribute("data-you", "");
  await expect(list.getByRole("row")).toHaveCount(2); // the header and José
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The owner moves José: the open page picks it up on its next refresh (here: the phone is woken up).
  const moved = await page.request.get(`/api/events/${event.id}/guests`);
  const jose = ((await moved.json()) as { guests: { id: string; name: string }[] }).guests.find(
    (g) => g.name === "José García",
  )!;
  await page.request.patch(`/api/events/${event.id}/guests/${jose.id}`, {
    data: { tableId: event.table(4), seatNumber: 2 },
  });
  // That refresh fails (the server restarting): it is tried again within seconds, not at the next tick.
  let refreshes = 0;
  await guest.route(
    (url) => url.pathname === `/event/${event.id}` && url.searchParams.has("lang"),
    (route) => (refreshes++ === 0 ? route.fulfill({ status: 503, body: "" }) : route.continue()),
  );
  await guest.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(card.or(guest.locator("#search-answer article"))).toContainText("Table 4");
  expect(refreshes).toBe(2);
  await expect(guest.locator('[data-plan-table="4"]')).toHaveAttribute("data-you", "");
  await expect(guest.getByRole("searchbox")).toHaveValue("jose");
});

test("the printed page drops the search box and keeps the list", async ({ page, browser }) => {
  const event = await seatedEvent(page);
  const guest = await phone(browser);
  await guest.goto(`/event/${event.id}`);
  await guest.emulateMedia({ media: "print" });
  await expect(guest.getByRole("searchbox")).toBeHidden();
  await expect(guest.getByRole("table").getByRole("row")).toHaveCount(5);
  await expect(guest.getByRole("heading", { name: "Floor plan" })).toBeVisible();
});

test("the page and its search work with JavaScript off", async ({ page, browser }) => {
  const event = await seatedEvent(page);
  const guest = await phone(browser, { javaScriptEnabled: false });
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByRole("heading", { level: 1, name: "Ana & José" })).toBeVisible();
  await guest.getByRole("searchbox").fill("MARIA garcia");
  await guest.getByRole("button", { name: "Find" }).click();
  await expect(guest).toHaveURL(/\?q=MARIA\+garcia/);
  const card = guest.locator("#search-answer article");
  await expect(card).toContainText("Maria García");
  await expect(card).toContainText("Seat 4");
  await expect(guest.locator('[data-plan-table="1"]')).toHaveAttribute("data-you", "");
});

test("only confirmed guests are listed when the owner chooses so", async ({ page, browser }) => {
  const event = await seatedEvent(page, { guestListMode: "confirmed" });
  const guest = await phone(browser);
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByRole("table").getByRole("row")).toHaveCount(3);
  await expect(guest.getByRole("table")).not.toContainText("Bold");
  await guest.getByRole("searchbox").fill("dan");
  await expect(guest.locator("#search-answer")).toContainText("No guest found");
});

test("with no list, the search answers from the third letter and only a full name shows a table", async ({
  page,
  browser,
}) => {
  const event = await seatedEvent(page, { guestListMode: "none" });
  const guest = await phone(browser);
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByRole("heading", { name: "Find your table" })).toBeVisible();
  await expect(guest.getByRole("table")).toHaveCount(0);
  await expect(guest.locator("body")).not.toContainText("Maria");
  const search = guest.getByRole("searchbox");
  await search.fill("ma");
  await expect(guest.locator("#search-answer")).toContainText("Type at least 3 letters");
  await search.fill("maria");
  await expect(guest.locator("#search-answer")).toContainText("Keep typing your full name");
  await search.fill("maria garcia");
  await expect(guest.locator("#search-answer article")).toContainText("Table 1 · Family");
  await expect(guest.locator("#search-answer article")).not.toContainText("José");
});

test("a search that cannot reach the server says so, not that no guest was found", async ({
  page,
  browser,
}) => {
  const event = await seatedEvent(page, { guestListMode: "none" });
  const guest = await phone(browser);
  await guest.goto(`/event/${event.id}`);
  await guest.context().setOffline(true);
  await guest.getByRole("searchbox").fill("maria garcia");
  const answer = guest.locator("#search-answer");
  await expect(answer).toContainText("We couldn't reach the server. Check your connection and try again.");
  await expect(answer).not.toContainText("No guest found");
  await guest.context().setOffline(false);
  await guest.getByRole("button", { name: "Find" }).click();
  await expect(guest.locator("#search-answer article")).toContainText("Table 1 · Family");
});

test("a passcode protects the page until a guest types it", async ({ page, browser }) => {
  const event = await seatedEvent(page, { passcode: "Lavender" });
  const guest = await phone(browser);
  await guest.goto(`/event/${event.id}`);
  await expect(guest.getByRole("heading", { name: "Enter the passcode" })).toBeVisible();
  await expect(guest.locator("body")).not.toContainText("Ana & José");
  await guest.getByLabel("Passcode").fill("rose");
  await guest.getByRole("button", { name: "Open the page" }).click();
  await expect(guest.getByRole("alert")).toHaveText("Wrong passcode");
  await guest.getByLabel("Passcode").fill("lavender");
  await guest.getByRole("button", { name: "Open the page" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Ana & José" })).toBeVisible();
});

test("an unpublished or unknown event is 'Event not found'; its owner sees a preview", async ({
  page,
  browser,
}) => {
  const event = await seatedEvent(page, { isPublished: false });
  const guest = await phone(browser);
  const response = await guest.goto(`/event/${event.id}`);
  expect(response?.status()).toBe(404);
  await expect(guest.getByRole("heading", { name: "Event not found" })).toBeVisible();
  expect((await guest.goto("/event/not-an-id"))?.status()).toBe(404);
  await expect(guest.getByRole("heading", { name: "Event not found" })).toBeVisible();

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole("status")).toContainText("Preview Mode");
  await expect(page.getByRole("heading", { level: 1, name: "Ana & José" })).toBeVisible();
});
