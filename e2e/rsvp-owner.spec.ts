import { expect, type Page, test } from "@playwright/test";
import { createEvent, futureDate, signUpOwner } from "./dashboard-helpers";
import { addGuests, guestRow } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.24", 7));
test.use({ reducedMotion: "reduce" });

const HOUSEHOLD = "García family";

/** A published event with one household of two (Ana and Luis García) and two guests in none. */
async function seedEvent(page: Page) {
  await signUpOwner(page, "rsvp-owner");
  const event = await createEvent(page);
  expect((await page.request.patch(`/api/events/${event.id}`, { data: { isPublished: true } })).ok()).toBe(
    true,
  );
  const household = await page.request.post(`/api/events/${event.id}/households`, {
    data: { name: HOUSEHOLD },
  });
  const householdId = ((await household.json()) as { id: string }).id;
  await addGuests(page, event.id, [
    { name: "Ana García", email: "ana@example.com", householdId },
    { name: "Luis García", householdId },
    { name: "Maya Singh", email: "maya@example.com" },
    { name: "Tom Baker" },
  ]);
  return event.id;
}

test("the owner collects RSVPs: settings, plus-ones and a household's link; an answer arrives live in the guest list, its filter and the dashboard", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const eventId = await seedEvent(page);

  // Settings → RSVP: on, a deadline in a chosen time zone, two meals.
  await page.goto("/dashboard/settings");
  const section = page.getByRole("region", { name: "RSVP" });
  await section.getByRole("switch", { name: "Collect RSVPs on the guest page" }).click();
  const deadline = futureDate(60);
  await section.getByLabel("Date", { exact: true }).fill(deadline);
  await section.getByLabel("Time", { exact: true }).fill("18:00");
  await section.getByLabel("Time zone").selectOption("Europe/Madrid");
  await section.getByRole("button", { name: "Add a meal" }).click();
  await section.getByLabel("Meal 1", { exact: true }).fill("Fish");
  await section.getByLabel("Short description").first().fill("Hake with saffron");
  await section.getByRole("button", { name: "Add a meal" }).click();
  await section.getByLabel("Meal 2", { exact: true }).fill("fish");
  // Two meals of one name: the server's message under the menu, the typed meals kept.
  await section.getByRole("button", { name: "Save RSVP settings" }).click();
  await expect(section.getByText("Each meal needs its own name")).toBeVisible();
  await expect(section.getByLabel("Meal 2", { exact: true })).toHaveValue("fish");
  await section.getByLabel("Meal 2", { exact: true }).fill("Beef");
  await section.getByRole("button", { name: "Save RSVP settings" }).click();
  await expect(page.getByText("RSVP settings saved")).toBeVisible();
  const saved = await (await page.request.get(`/api/events/${eventId}/rsvp`)).json();
  expect(saved).toMatchObject({
    enabled: true,
    deadline: `${deadline}T18:00`,
    timeZone: "Europe/Madrid",
    menu: [{ name: "Fish", description: "Hake with saffron" }, { name: "Beef" }],
  });

  // Leaving with an unsaved RSVP edit asks first.
  await section.getByLabel("Whom to contact").fill("Ana, 600 000 000");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Guests" }).click();
  await page.getByRole("button", { name: "Discard changes" }).click();

  // The guest list: one plus-one for the household, and its link copied.
  await expect(page).toHaveURL(/\/dashboard\/guests$/);
  await page.getByRole("button", { name: "Households and RSVP links" }).click();
  const dialog = page.getByRole("dialog", { name: "Households and RSVP links" });
  const garcia = dialog.getByRole("listitem").filter({ hasText: HOUSEHOLD });
  await garcia.getByLabel("Plus-ones allowed").selectOption("1");
  await expect(page.getByText(`${HOUSEHOLD} may bring 1 plus-one`)).toBeVisible();
  await expect(dialog.getByText("Guests in no household")).toBeVisible();
  await garcia.getByRole("button", { name: `Copy RSVP link of ${HOUSEHOLD}` }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^http://[^/]+/event/${eventId}/rsvp/[\\w-]{22}$`));
  await expect(garcia.getByLabel(`RSVP link of ${HOUSEHOLD}`)).toHaveValue(copied);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The household answers from its link (the guest page's JSON API), while the owner's list stays open.
  const { links } = (await (await page.request.get(`/api/events/${eventId}/rsvp/links`)).json()) as {
    links: { name: string; code: string }[];
  };
  const code = links.find((link) => link.name === HOUSEHOLD)!.code;
  expect(copied.endsWith(`/rsvp/${code}`)).toBe(true);
  const invitation = await (await page.request.get(`/api/public/events/${eventId}/rsvp/${code}`)).json();
  const menu = invitation.settings.menu as { id: string; name: string }[];
  const meal = (name: string) => menu.find((choice) => choice.name === name)!.id;
  const member = (name: string) =>
    (invitation.members as { guestId: string; name: string }[]).find((m) => m.name === name)!.guestId;
  const answer = await page.request.put(`/api/public/events/${eventId}/rsvp/${code}`, {
    data: {
      members: [
        { guestId: member("Ana García"), attending: true, meal: meal("Fish"), dietary: "No nuts" },
        { guestId: member("Luis García"), attending: false },
      ],
      plusOnes: [{ name: "Sam Ortiz", meal: meal("Beef") }],
    },
  });
  expect(answer.status()).toBe(200);

  await expect(guestRow(page, "Sam Ortiz")).toContainText("plus-one");
  await expect(guestRow(page, "Sam Ortiz")).toContainText("Beef");
  await expect(page.getByRole("combobox", { name: "Status of Sam Ortiz" })).toHaveValue("confirmed");
  await expect(page.getByRole("combobox", { name: "Status of Ana García" })).toHaveValue("confirmed");
  await expect(guestRow(page, "Ana García")).toContainText("Fish");
  await expect(guestRow(page, "Ana García").locator("time")).toHaveText(/^Answered /);
  await expect(page.getByRole("combobox", { name: "Status of Luis García" })).toHaveValue("declined");
  await expect(guestRow(page, "Maya Singh")).not.toContainText("Answered");

  // Not answered: the invited guests no answer named.
  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("unanswered");
  await expect(guestRow(page, "Maya Singh")).toBeVisible();
  await expect(guestRow(page, "Tom Baker")).toBeVisible();
  await expect(guestRow(page, "Ana García")).toBeHidden();
  await expect(guestRow(page, "Sam Ortiz")).toBeHidden();
  await expect(page.getByRole("row")).toHaveCount(3);

  // The dashboard's counts.
  await page.goto("/dashboard");
  const counts = page.getByRole("region", { name: "RSVPs" });
  const tiles: [string, string][] = [
    ["Answered", "2"],
    ["Attending", "2"],
    ["Declined", "1"],
    ["Waiting", "2"],
  ];
  for (const [label, value] of tiles) {
    const tile = counts.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(tile.locator("dd")).toHaveText(value);
  }
});
