import { expect, type Locator, type Page, test } from "@playwright/test";
import { card, openBoard, seat, seedEvent } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.84.26", 7));

const ring = (page: Page, table: number) =>
  card(page, table).getByRole("group", { name: `Seating diagram of Table ${table}` });

/** Each seat's centre on the screen, by seat number. */
async function seatCentres(ring: Locator) {
  return ring.locator("[data-seat]").evaluateAll((nodes) =>
    Object.fromEntries(
      nodes.map((node) => {
        const box = node.querySelector("circle")!.getBoundingClientRect();
        return [
          Number(node.getAttribute("data-seat")),
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        ];
      }),
    ),
  ) as Promise<Record<number, { x: number; y: number }>>;
}

const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

test("each table's seats round its shape: a couple side by side, empty seats, a banquet table's two sides", async ({
  page,
}, testInfo) => {
  const event = await seedEvent(page, {
    capacities: [8, 6],
    shapes: ["round", "rectangular"],
    guests: ["Ann Bell", "Ben Bell", "Cy Dunn", "Di Egan", "Ed Fox", "Flo Gray"],
    household: { name: "The Bells", members: ["Ann Bell", "Ben Bell"] },
  });
  // The couple takes seats 1 and 2 of the round table; four guests fill the banquet table's top row and
  // the first seat back along the bottom.
  await seat(page, event.id, ["Ann Bell", "Ben Bell"], 1);
  await seat(page, event.id, ["Cy Dunn", "Di Egan", "Ed Fox", "Flo Gray"], 2);
  await openBoard(page);

  const round = ring(page, 1);
  await expect(round.getByRole("img", { name: "Seat 1: Ann Bell" })).toBeVisible();
  await expect(round.getByRole("img", { name: "Seat 2: Ben Bell" })).toBeVisible();
  // Initials on the seat, the full name as its tooltip.
  await expect(round.locator('[data-seat="1"] text').first()).toHaveText("AB");
  await expect(round.locator('[data-seat="1"] > title')).toHaveText("Seat 1: Ann Bell");
  for (const empty of [3, 4, 5, 6, 7, 8])
    await expect(round.getByRole("img", { name: `Seat ${empty}: empty` })).toBeVisible();
  await expect(
    round.getByRole("img", { name: "Ann Bell and Ben Bell: same household, side by side" }),
  ).toBeVisible();

  // Seats 1 and 2 are drawn next to each other: 2 is (with 8, the ring's other neighbour) the nearest to 1.
  const centres = await seatCentres(round);
  const fromFirst = (n: number) => apart(centres[1]!, centres[n]!);
  expect(fromFirst(2)).toBeCloseTo(fromFirst(8), 0);
  for (const other of [3, 4, 5, 6, 7]) expect(fromFirst(other)).toBeGreaterThan(fromFirst(2) * 1.5);

  // The banquet table: 1 2 3 along one side, 6 5 4 back along the other; seat k faces seat 7 − k.
  const banquet = ring(page, 2);
  await expect(card(page, 2).locator("[data-seat-ring]")).toHaveAttribute("data-seat-ring", "rect");
  await expect(banquet.getByRole("img", { name: "Seat 4: Flo Gray" })).toBeVisible();
  await expect(banquet.getByRole("img", { name: "Seat 5: empty" })).toBeVisible();
  const sides = await seatCentres(banquet);
  for (const k of [1, 2, 3]) {
    expect(sides[k]!.y).toBeLessThan(sides[7 - k]!.y);
    expect(sides[k]!.x).toBeCloseTo(sides[7 - k]!.x, 0);
    expect(sides[k]!.y).toBeCloseTo(sides[1]!.y, 0);
    expect(sides[7 - k]!.y).toBeCloseTo(sides[6]!.y, 0);
  }
  expect(sides[1]!.x).toBeLessThan(sides[2]!.x);
  expect(sides[2]!.x).toBeLessThan(sides[3]!.x);

  await card(page, 1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("seat-ring-desktop.png") });

  // A 390 px phone: the rings fit their cards, the names still there.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(round.getByRole("img", { name: "Seat 2: Ben Bell" })).toBeVisible();
  const cardBox = (await card(page, 1).boundingBox())!;
  const ringBox = (await round.boundingBox())!;
  expect(ringBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(ringBox.x + ringBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await card(page, 1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("seat-ring-phone.png") });
  await card(page, 2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("seat-ring-phone-banquet.png") });
});
