import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./admin-helpers";
import { board, seedEvent } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";
import { invitationLink } from "./team-helpers";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.83.16", 5));

const count = (page: Page) => page.getByTestId("arrival-count");

test("two ushers on two phones check guests in and see each other's counts within 2 s", async ({
  page,
  context,
}, testInfo) => {
  const event = await seedEvent(page, {
    capacities: [4, 4],
    guests: ["Ana García", "Luis García", "José Núñez", "Zoë Ångström"],
    household: { name: "García", members: ["Ana García", "Luis García"] },
  });
  const seated = await board(page, event.id);
  const ids = new Map(seated.guests.map((guest) => [guest.name, guest.id]));
  const [table1, table2] = [...seated.tables].sort((a, b) => a.number - b.number);
  const moves = [
    { guestId: ids.get("Ana García"), tableId: table1!.id },
    { guestId: ids.get("Luis García"), tableId: table1!.id },
    { guestId: ids.get("José Núñez"), tableId: table2!.id },
    { guestId: ids.get("Zoë Ångström"), tableId: table2!.id },
  ];
  expect((await page.request.post(`/api/events/${event.id}/seating/moves`, { data: { moves } })).ok()).toBe(
    true,
  );

  // The owner invites an usher as check-in staff.
  const email = uniqueEmail("usher");
  const invited = await page.request.post(`/api/events/${event.id}/team/invitations`, {
    data: { email, role: "check-in" },
  });
  expect(invited.status()).toBe(201);
  const usherContext = await context.browser()!.newContext(PHONE);
  await fromOwnAddress(usherContext, testInfo, "10.83.17", 9);
  const usher = await usherContext.newPage();
  await usher.goto(await invitationLink(email));
  await usher.getByRole("link", { name: "Create account" }).click();
  await usher.getByLabel("Full name").fill("Uma Usher");
  await usher.getByLabel("Password").fill("password-123");
  await usher.getByRole("checkbox", { name: /terms of service/ }).check();
  await usher.getByRole("button", { name: "Create account" }).click();
  await usher.getByRole("button", { name: "Accept the invitation" }).click();
  // Check-in staff have one screen: the dashboard takes them to it.
  await expect(usher).toHaveURL(/\/dashboard\/check-in$/);
  await expect(usher.getByRole("heading", { name: "Check-in" })).toBeVisible();
  await expect(count(usher)).toHaveText("0 of 4 arrived");

  await page.goto("/dashboard/check-in");
  await expect(count(page)).toHaveText("0 of 4 arrived");

  // The usher finds José without his accent and checks him in; the owner's count follows.
  await usher.getByRole("searchbox", { name: "Search guests" }).fill("jose nu");
  await expect(usher.getByRole("list", { name: "Guests" }).getByRole("listitem")).toHaveCount(1);
  await expect(usher.getByText("Table 2 · Seat 1")).toBeVisible();
  await usher.getByRole("button", { name: "Check in José Núñez" }).click();
  await expect(usher.getByRole("button", { name: "Undo check-in of José Núñez" })).toBeVisible();
  const checkedAt = Date.now();
  await expect(count(page)).toHaveText("1 of 4 arrived", { timeout: 2_000 });
  expect(Date.now() - checkedAt).toBeLessThan(2_000);

  // The owner checks the García household in at once; the usher's count follows.
  await page.getByRole("button", { name: "Check in all of García" }).click();
  await expect(count(page)).toHaveText("3 of 4 arrived");
  await expect(count(usher)).toHaveText("3 of 4 arrived", { timeout: 2_000 });

  // Not arrived: only Zoë is left. A cousin nobody expected came with her.
  await usher.getByRole("searchbox", { name: "Search guests" }).fill("");
  await usher.getByRole("button", { name: "Not arrived" }).click();
  await expect(usher.getByRole("list", { name: "Guests" }).getByRole("listitem")).toHaveCount(1);
  await usher.getByRole("button", { name: "Add walk-in" }).click();
  const dialog = usher.getByRole("dialog", { name: "Add walk-in" });
  await dialog.getByLabel("Name").fill("Cousin <b>Kim</b>");
  await dialog.getByRole("combobox", { name: "Came with (optional)" }).fill("Zoë");
  await dialog.getByRole("option", { name: /Zoë Ångström/ }).click();
  await expect(dialog.getByText("Next to the guest they came with")).toBeVisible();
  await expect(dialog.getByText(/^Table 2, seat \d$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Seat here" }).click();
  await expect(usher.getByText(/^Cousin <b>Kim<\/b> added at Table 2, seat \d$/)).toBeVisible();
  await expect(count(usher)).toHaveText("4 of 5 arrived");
  await expect(count(page)).toHaveText("4 of 5 arrived", { timeout: 2_000 });
  await usher.getByRole("button", { name: "Not arrived" }).click();
  await expect(usher.getByText("Cousin <b>Kim</b>", { exact: true })).toBeVisible();
  await usher.screenshot({ path: testInfo.outputPath("check-in-390.png"), fullPage: true });

  // The usher undoes José's check-in; the owner sees it.
  await usher.getByRole("button", { name: "Undo check-in of José Núñez" }).click();
  await expect(count(page)).toHaveText("3 of 5 arrived", { timeout: 2_000 });

  // The owner's Seating board shows each table's arrivals; the usher's next check-in reaches it live.
  await page.goto("/dashboard/seating");
  const firstTable = page.locator('[data-table-card="1"]').getByTestId("table-arrivals");
  const secondTable = page.locator('[data-table-card="2"]').getByTestId("table-arrivals");
  await expect(firstTable).toHaveText("2 of 2 arrived");
  await expect(secondTable).toHaveText("1 of 3 arrived");
  await usher.getByRole("button", { name: "Check in Zoë Ångström" }).click();
  await expect(secondTable).toHaveText("2 of 3 arrived", { timeout: 2_000 });

  // Another walk-in, added without a seat, then given José's seat (he has not come) in one tap.
  await usher.getByRole("button", { name: "Add walk-in" }).click();
  await dialog.getByLabel("Name").fill("Door Dan");
  await dialog.getByRole("button", { name: "Add without a seat" }).click();
  await expect(usher.getByText("Door Dan added without a seat")).toBeVisible();
  await usher.getByRole("button", { name: "Give Door Dan a seat" }).click();
  const give = usher.getByRole("dialog", { name: "Give Door Dan a seat" });
  await give.getByRole("combobox", { name: "Seat of" }).fill("José");
  await give.getByRole("option", { name: /José Núñez/ }).click();
  await give.getByRole("button", { name: "Seat here" }).click();
  await expect(usher.getByText("Door Dan takes Table 2 · Seat 1")).toBeVisible();
  await expect(secondTable).toHaveText("3 of 3 arrived", { timeout: 2_000 });
  await usherContext.close();
});
