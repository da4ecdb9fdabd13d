import { type Browser, expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up and RSVP are rate limited per client address: each journey's owner comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.83.10", 5));

const MENU = [
  { name: "Fish", description: "Sea bass, saffron potatoes" },
  { name: "Vegetarian", description: "Mushroom risotto" },
];

/** A published event collecting RSVPs (through the API): the García household of three, allowed one
 * plus-one, and Mary Smith alone. */
async function rsvpEvent(page: Page, deadline = "2099-05-01T18:00") {
  await signUpOwner(page, "rsvp-guest");
  const event = await createEvent(page, "Ana & José");
  const household = await page.request.post(`/api/events/${event.id}/households`, {
    data: { name: "García family" },
  });
  expect(household.status()).toBe(201);
  const { id: householdId } = (await household.json()) as { id: string };
  await addGuests(page, event.id, [
    { name: "José García", householdId, email: "jose@example.com" },
    { name: "Ana García", householdId },
    { name: "Leo García", householdId },
    { name: "Mary Smith", email: "mary@example.com" },
  ]);
  const plusOnes = await page.request.put(`/api/events/${event.id}/households/${householdId}/plus-ones`, {
    data: { plusOnes: 1 },
  });
  expect(plusOnes.status()).toBe(204);
  const settings = await page.request.put(`/api/events/${event.id}/rsvp`, {
    data: {
      enabled: true,
      deadline,
      timeZone: "Europe/Madrid",
      askDietary: true,
      menu: MENU,
      contact: "Ann Lee, ann@example.com",
    },
  });
  expect(settings.ok()).toBe(true);
  const published = await page.request.patch(`/api/events/${event.id}`, { data: { isPublished: true } });
  expect(published.ok()).toBe(true);
  return event;
}

/** A guest's phone: no session, 390 px wide, its own client address. */
async function phone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
    ...options,
  });
  return context.newPage();
}

/** The guest finds their invitation from the event's page by their name. */
async function findInvitation(guest: Page, eventId: string, name: string) {
  await guest.goto(`/event/${eventId}`);
  const rsvp = guest.getByRole("region", { name: "RSVP" });
  await rsvp.getByLabel("Your full name, as on your invitation").fill(name);
  await rsvp.getByRole("button", { name: "Find your invitation" }).click();
  await expect(guest).toHaveURL(new RegExp(`/event/${eventId}/rsvp/[A-Za-z0-9_-]{22}$`));
}

/** The owner's guest list, by name. */
async function guestsByName(page: Page, eventId: string) {
  const response = await page.request.get(`/api/events/${eventId}/guests`);
  const { guests } = (await response.json()) as {
    guests: { name: string; status: string; meal: string | null; dietaryRestrictions: string | null }[];
  };
  return Object.fromEntries(guests.map((guest) => [guest.name, guest]));
}

/** The whole journey: a miss, the invitation found, a household of three and a plus-one answered, the
 * thank-you, then the answer changed. */
async function answerAsGuest(page: Page, guest: Page, eventId: string) {
  await guest.goto(`/event/${eventId}`);
  const rsvp = guest.getByRole("region", { name: "RSVP" });
  await rsvp.getByLabel("Your full name, as on your invitation").fill("José");
  await rsvp.getByRole("button", { name: "Find your invitation" }).click();
  await expect(rsvp.getByText("We couldn't find that name — type it as on your invitation")).toBeVisible();
  await expect(rsvp.getByLabel("Your full name, as on your invitation")).toHaveValue("José");
  await expect(rsvp.getByLabel("Your full name, as on your invitation")).toBeFocused();

  await findInvitation(guest, eventId, "jose garcia");
  await expect(guest.getByRole("heading", { name: "Your answer" })).toBeVisible();
  await expect(guest.getByText("Please answer by Friday, May 1, 2099")).toBeVisible();
  await expect(guest.locator("body")).not.toContainText("Mary Smith");
  await expect(guest.locator("body")).not.toContainText("jose@example.com");

  const person = (name: string) => guest.getByRole("group", { name });
  await person("José García").getByLabel("Attending", { exact: true }).check();
  await person("José García").getByLabel("Meal").selectOption({ label: "Fish" });
  await person("José García").getByLabel("Dietary needs (optional)").fill("No nuts");
  await person("Ana García").getByLabel("Attending", { exact: true }).check();
  await person("Ana García").getByLabel("Meal").selectOption({ label: "Vegetarian" });
  await person("Leo García").getByLabel("Not attending").check();
  // Not coming: no meal to choose.
  await expect(person("Leo García").getByLabel("Meal")).toBeHidden();
  await person("Guest 1").getByLabel("Name").fill("Marta Ruiz");
  await person("Guest 1").getByLabel("Meal").selectOption({ label: "Vegetarian" });
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await guest.getByRole("button", { name: "Send" }).click();

  await expect(guest).toHaveURL(/\?sent=\d+/);
  await expect(guest.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  const summary = guest.getByRole("status");
  await expect(summary.getByRole("listitem").filter({ hasText: "José García" })).toContainText(
    /Attending.*Meal: Fish.*Dietary needs: No nuts/,
  );
  await expect(summary.getByRole("listitem").filter({ hasText: "Leo García" })).toContainText(
    "Not attending",
  );
  await expect(summary.getByRole("listitem").filter({ hasText: "Marta Ruiz" })).toContainText(
    "Meal: Vegetarian",
  );
  const answered = await guestsByName(page, eventId);
  expect(answered["José García"]).toMatchObject({
    status: "confirmed",
    meal: "Fish",
    dietaryRestrictions: "No nuts",
  });
  expect(answered["Leo García"]).toMatchObject({ status: "declined", meal: null });
  expect(answered["Marta Ruiz"]).toMatchObject({ status: "confirmed", meal: "Vegetarian" });

  // Changed before the deadline: the answer as it stands, Leo comes after all.
  await guest.getByRole("link", { name: "Change your answer" }).click();
  await expect(person("Leo García").getByLabel("Not attending")).toBeChecked();
  await expect(person("Guest 1").getByLabel("Name")).toHaveValue("Marta Ruiz");
  await person("Leo García").getByLabel("Attending", { exact: true }).check();
  await person("Leo García").getByLabel("Meal").selectOption({ label: "Fish" });
  await guest.getByRole("button", { name: "Send" }).click();
  await expect(guest.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(guest.getByRole("listitem").filter({ hasText: "Leo García" })).toContainText("Meal: Fish");
  expect((await guestsByName(page, eventId))["Leo García"]).toMatchObject({
    status: "confirmed",
    meal: "Fish",
  });
}

test("a guest on a phone finds their invitation and answers for a household of three and a plus-one, then changes it", async ({
  page,
  browser,
}) => {
  const event = await rsvpEvent(page);
  await answerAsGuest(page, await phone(browser), event.id);
});

test("the same answer with JavaScript off", async ({ page, browser }) => {
  const event = await rsvpEvent(page);
  await answerAsGuest(page, await phone(browser, { javaScriptEnabled: false }), event.id);
});

test("after the deadline the page refuses politely, shows the answer and whom to contact", async ({
  page,
  browser,
}) => {
  const event = await rsvpEvent(page, "2020-01-01T00:00");
  const guest = await phone(browser);
  await findInvitation(guest, event.id, "Ana García");
  await expect(guest.getByRole("heading", { name: "Responses are closed" })).toBeVisible();
  await expect(guest.getByText("To change your answer, contact Ann Lee, ann@example.com.")).toBeVisible();
  await expect(guest.getByRole("listitem").filter({ hasText: "Leo García" })).toContainText("No answer yet");
  await expect(guest.getByRole("button", { name: "Send" })).toHaveCount(0);
});

test("two phones of one household answer at once: the later wins whole, and both are told", async ({
  page,
  browser,
}) => {
  const event = await rsvpEvent(page);
  const [ana, leo] = [await phone(browser), await phone(browser)];
  await findInvitation(ana, event.id, "Ana García");
  await findInvitation(leo, event.id, "Leo García");
  const answer = async (guest: Page, attending: "Attending" | "Not attending") => {
    for (const name of ["José García", "Ana García", "Leo García"])
      await guest.getByRole("group", { name }).getByLabel(attending, { exact: true }).check();
    await guest.getByRole("button", { name: "Send" }).click();
    await expect(guest.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  };
  await answer(ana, "Not attending");
  await answer(leo, "Attending");
  await expect(
    leo.getByText(/Someone else on your invitation had sent an answer on .*Yours has replaced it/),
  ).toBeVisible();
  await leo.screenshot({ path: "/tmp/rsvp-replaced.png", fullPage: true });
  await ana.reload();
  await expect(
    ana.getByText(/Someone else on your invitation sent another answer on .*after yours/),
  ).toBeVisible();
  await expect(ana.getByRole("listitem").filter({ hasText: "Ana García" })).toContainText("Attending");
  const answered = await guestsByName(page, event.id);
  for (const name of ["José García", "Ana García", "Leo García"])
    expect(answered[name]?.status).toBe("confirmed");
});
