import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { importCsv } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";
import { download, readPdf } from "./support/downloads";
import { qrCodesInPdf } from "./support/pdf-qr";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.79.14", 3));

const GUESTS = [
  { name: "Zoë Ångström", table: 0, meal: "Fish", dietaryRestrictions: "Vegetarian" },
  { name: "Иван Петров", table: 0, meal: "Beef" },
  { name: "Γιώργος Παπαδόπουλος", table: 1, meal: "Fish", dietaryRestrictions: "Nut allergy" },
  { name: "Łukasz Wolfeschlegelsteinhausenbergerdorff-Müller", table: 1, meal: "Beef" },
  { name: "Ana Garcia", table: 2, meal: "Fish", household: true },
  { name: "Luis Garcia", table: 2, meal: "Fish", household: true },
  { name: "Nora Unseated", table: null },
];

/** An owner with an event of three tables and seven guests (one not seated, two in one household). */
async function seededEvent(page: Page) {
  await signUpOwner(page, "print");
  const event = await createEvent(page, "Ana & Luis");
  const plan = await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables: ["Rosemary", "Thyme", "Sage"].map((name, i) => ({
        id: `new-${i}`,
        name,
        capacity: 8,
        shape: i === 1 ? "rectangular" : "round",
        position: { x: 200 + i * 220, y: 260 },
      })),
      venueElements: [
        {
          id: "new-dance",
          kind: "dance_floor",
          label: "Dance floor",
          position: { x: 420, y: 80 },
          width: 240,
          height: 100,
        },
      ],
    },
  });
  expect(plan.ok()).toBe(true);
  const tableIds = ((await plan.json()) as { tables: { id: string; number: number }[] }).tables
    .sort((a, b) => a.number - b.number)
    .map((t) => t.id);
  const household = await page.request.post(`/api/events/${event.id}/households`, {
    data: { name: "The Garcia Family" },
  });
  const householdId = ((await household.json()) as { id: string }).id;
  const ids: Record<string, string> = {};
  for (const guest of GUESTS) {
    const response = await page.request.post(`/api/events/${event.id}/guests`, {
      data: {
        name: guest.name,
        status: "confirmed",
        tableId: guest.table === null ? null : tableIds[guest.table],
        meal: guest.meal ?? null,
        dietaryRestrictions: guest.dietaryRestrictions ?? null,
        householdId: guest.household ? householdId : null,
      },
    });
    expect(response.status()).toBe(201);
    ids[guest.name] = ((await response.json()) as { id: string }).id;
  }
  return { eventId: event.id, date: (event as { date?: string }).date ?? "", tableIds, ids };
}

/** The font sizes, rounded to points, at which the first page prints `name`. */
async function nameSizes(bytes: Uint8Array, name: string) {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const items = (await (await pdf.getPage(1)).getTextContent()).items;
  return items.flatMap((item) =>
    "str" in item && item.str === name ? [Math.round(Math.hypot(item.transform[0], item.transform[1]))] : [],
  );
}

async function openPrint(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Print" }).click();
  await expect(page).toHaveURL(/\/dashboard\/print$/);
  await expect(page.getByRole("heading", { name: "Print", level: 1 })).toBeVisible();
  await expect(page.getByTestId("print-summary")).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const seatedNames = GUESTS.filter((g) => g.table !== null).map((g) => g.name);

test("each document downloads as a PDF with every seated guest's name, in any script", async ({ page }) => {
  const { date } = await seededEvent(page);
  await openPrint(page);
  const nav = await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link").allTextContents();
  expect(nav.indexOf("Print")).toBe(nav.indexOf("Seating") + 1);

  // The title line starts from the event's own title and date, as the dashboard writes the date.
  const titleLine = `Ana & Luis · ${await page.evaluate(
    (date) =>
      new Date(`${date}T00:00:00`).toLocaleDateString(undefined, {
        weekday: "long",
        year: "numeric",
        month: "long",
        day: "numeric",
      }),
    date,
  )}`;
  await expect(page.getByLabel("Title or monogram line")).toHaveValue(titleLine);

  // The preview shows what prints: each table's guests under it, and "Find your seat".
  const preview = page.getByRole("img", { name: "Seating chart poster" });
  for (const name of seatedNames) {
    await expect(preview.locator('[data-role="name"]', { hasText: name })).toHaveCount(1);
    await expect(preview.locator('[data-role="find"]', { hasText: name })).toHaveCount(1);
  }
  await expect(preview.locator('[data-role="name"]', { hasText: "Nora Unseated" })).toHaveCount(0);

  const poster = await download(page, "Download PDF");
  expect(poster.name).toBe("seating-chart.pdf");
  const posterPdf = await readPdf(poster.bytes);
  expect(posterPdf.pages).toBe(1);
  expect(posterPdf.text).toContain(titleLine);
  // Each name twice: under its table and in "Find your seat".
  for (const name of seatedNames) expect(posterPdf.text.split(name)).toHaveLength(3);
  expect(posterPdf.text).toContain("Find your seat");
  expect(posterPdf.text).not.toContain("Nora Unseated");

  await tab(page, "Escort cards").click();
  await expect(page.getByTestId("print-summary")).toHaveText("5 escort cards · 10 per sheet · 1 sheet");
  const escort = await readPdf((await download(page, "Download PDF")).bytes);
  expect(escort.pages).toBe(1);
  expect(escort.text).toContain("The Garcia Family");
  for (const name of seatedNames.slice(0, 4)) expect(escort.text).toContain(name);
  expect(escort.text).toContain("Table 3");

  await tab(page, "Place cards").click();
  await page.getByLabel("Show the meal").click();
  const place = await readPdf((await download(page, "Download PDF")).bytes);
  expect(place.pages).toBe(2); // six tent cards, four per Letter sheet
  for (const name of seatedNames) expect(place.text).toContain(name);
  expect(place.text).toContain("Beef");

  await tab(page, "Table cards").click();
  await page.getByLabel("Tables shown as").selectOption("name");
  const tables = await readPdf((await download(page, "Download PDF")).bytes);
  expect(tables.pages).toBe(3);
  for (const name of ["Rosemary", "Thyme", "Sage"]) expect(tables.text).toContain(name);

  await tab(page, "Caterer's report").click();
  await expect(page.getByRole("list", { name: "Meal totals" })).toContainText("Fish4");
  // Each table's meals counted for the kitchen.
  const tableMeals = page.getByRole("list", { name: "Meals", exact: true });
  await expect(tableMeals.nth(0)).toHaveText("Beef 1Fish 1");
  await expect(tableMeals.nth(2)).toHaveText("Fish 2");
  const report = await readPdf((await download(page, "Download PDF")).bytes);
  for (const name of seatedNames) expect(report.text).toContain(name);
  expect(report.text).toContain("Beef 1 · Fish 1");
  expect(report.text).toContain("Nut allergy");
  const csv = await download(page, "Download CSV");
  expect(csv.name).toBe("caterers-report.csv");
  const csvText = new TextDecoder().decode(csv.bytes);
  expect(csvText).toMatch(/\r\n1,Rosemary,\d*,Zoë Ångström,Fish,Vegetarian\r\n/);
  expect(csvText).toContain("meal,Fish,4");
});

test("the preview follows the options", async ({ page }) => {
  await seededEvent(page);
  await openPrint(page);
  await tab(page, "Escort cards").click();
  const summary = page.getByTestId("print-summary");
  await expect(summary).toHaveText("5 escort cards · 10 per sheet · 1 sheet");
  await expect(page.getByTestId("preview-card")).toHaveCount(5);
  await expect(page.getByTestId("preview-card").nth(1)).toContainText("The Garcia Family");

  await page.getByLabel("One card per household").click();
  await expect(summary).toHaveText("6 escort cards · 10 per sheet · 1 sheet");
  await page.getByLabel("Card size").selectOption("100x70mm");
  await page.getByLabel("Paper").selectOption("a4");
  // 100 × 70 mm: 1 × 3 on A4 portrait, 2 × 2 landscape; the orientation that fits more wins.
  await expect(summary).toHaveText("6 escort cards · 4 per sheet · 2 sheets");
  await page.getByLabel("Tables shown as").selectOption("name");
  await page.getByLabel("Title or monogram line").fill("Ana & Luis · 12 June");
  const first = page.getByTestId("preview-card").first();
  await expect(first).toContainText("Ana & Luis · 12 June");
  await expect(first).toContainText("Rosemary");
  await page.getByLabel("Sort order").selectOption("table");
  await expect(page.getByTestId("preview-card").first()).toContainText("Zoë Ångström");
  await page.getByLabel("Guests").selectOption("confirmed");
  await expect(summary).toContainText("6 escort cards");

  await tab(page, "Place cards").click();
  await expect(page.getByTestId("preview-card").first()).not.toContainText("Fish");
  await page.getByLabel("Show the meal").click();
  await expect(page.getByTestId("preview-card").first()).toContainText("Fish");

  await tab(page, "Seating chart").click();
  await page.getByLabel("Poster size").selectOption("18x24");
  await expect(summary).toHaveText("18 × 24 in landscape · 3 tables · 6 guests in “Find your seat”");
  // The sizes the preview states are the PDF's, and larger than on a letter-sized sheet.
  const sizes = page.getByTestId("poster-sizes");
  const stated = (await sizes.textContent())?.match(/Names at (\d+) pt under the tables, (\d+) pt/);
  expect(stated).toBeTruthy();
  const [names, find] = [Number(stated?.[1]), Number(stated?.[2])];
  const posterBytes = (await download(page, "Download PDF")).bytes;
  const poster = await PDFDocument.load(posterBytes);
  expect(poster.getPage(0).getSize()).toEqual({ width: 24 * 72, height: 18 * 72 });
  const printedSizes = await nameSizes(posterBytes, "Zoë Ångström");
  expect(printedSizes.sort((a, b) => a - b)).toEqual([names, find].sort((a, b) => a - b));
  await page.getByLabel("Poster size").selectOption("letter");
  // The preview follows in a deferred render: wait for it.
  await expect
    .poll(async () => Number((await sizes.textContent())?.match(/Names at (\d+) pt/)?.[1]))
    .toBeLessThan(names);
  await page.getByLabel("Poster size").selectOption("a3");
  await page.getByLabel("Orientation").selectOption("portrait");
  await expect(summary).toHaveText("A3 portrait · 3 tables · 6 guests in “Find your seat”");
  const a3 = (await PDFDocument.load((await download(page, "Download PDF")).bytes)).getPage(0).getSize();
  expect([Math.round(a3.width / (72 / 25.4)), Math.round(a3.height / (72 / 25.4))]).toEqual([297, 420]);
});

test("after guests move, only the changed cards are reprinted, with a list of what to swap", async ({
  page,
}) => {
  const { eventId, tableIds, ids } = await seededEvent(page);
  await openPrint(page);
  await tab(page, "Escort cards").click();
  const panel = page.getByRole("region", { name: "Reprint only what changed" });
  await expect(panel).toContainText("Not printed yet");
  await page.getByLabel("Paper").selectOption("a4");
  await page.getByLabel("Card size").selectOption("85x55mm");
  await download(page, "Download PDF");
  await expect(panel).toContainText("Nothing changed since you printed the escort cards");

  // Ivan moves to Thyme, Nora gets a seat, Giorgos is removed from the list.
  const patch = (name: string, data: Record<string, unknown>) =>
    page.request.patch(`/api/events/${eventId}/guests/${ids[name]}`, { data });
  expect((await patch("Иван Петров", { tableId: tableIds[1] })).ok()).toBe(true);
  expect((await patch("Nora Unseated", { tableId: tableIds[2] })).ok()).toBe(true);
  expect(
    (await page.request.delete(`/api/events/${eventId}/guests/${ids["Γιώργος Παπαδόπουλος"]}`)).ok(),
  ).toBe(true);

  await page.reload();
  await tab(page, "Escort cards").click();
  // The options of the last print come back, and a reprint uses them whatever the form says now.
  await expect(page.getByLabel("Card size")).toHaveValue("85x55mm");
  await expect(panel).toContainText("Printed on 85 × 55 mm (business card) cards, A4");
  await page.getByLabel("Card size").selectOption("4x2.5in");
  await page.getByLabel("Paper").selectOption("letter");
  await expect(panel).toContainText("2 to reprint, 1 to remove");
  const swaps = panel.getByRole("list", { name: "What to swap" });
  await expect(swaps).toContainText("Иван Петров — Table 1 → Table 2");
  await expect(swaps).toContainText("Nora Unseated — new card: Table 3");
  await expect(swaps).toContainText("Γιώργος Παπαδόπουλος — remove the card (Table 2)");

  const changed = await download(page, "Download changed cards (2)");
  expect(changed.name).toBe("escort-cards-changes.pdf");
  const pdf = await readPdf(changed.bytes);
  expect(pdf.pages).toBe(1);
  const size = (await PDFDocument.load(changed.bytes)).getPage(0).getSize();
  expect([Math.round(size.width), Math.round(size.height)]).toEqual([595, 842]);
  expect(pdf.text).toContain("Иван Петров");
  expect(pdf.text).toContain("Nora Unseated");
  expect(pdf.text).not.toContain("Zoë Ångström");
  await expect(panel).toContainText("Nothing changed since you printed the escort cards");
});

test("3,000 guests: the PDF is built off the main thread with a progress bar", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpOwner(page, "print-large");
  const event = await createEvent(page, "Big Day");
  const tables = Array.from({ length: 300 }, (_, i) => ({
    id: `new-${i}`,
    name: `Table ${i + 1}`,
    capacity: 10,
    shape: "round",
    position: { x: 200 + (i % 20) * 200, y: 200 + Math.floor(i / 20) * 200 },
  }));
  expect((await page.request.put(`/api/events/${event.id}/tables`, { data: { tables } })).ok()).toBe(true);
  const rows = Array.from(
    { length: 3000 },
    (_, i) => `Guest ${String(i).padStart(4, "0")} Петров,${Math.floor(i / 10) + 1},Fish`,
  );
  await importCsv(page, event.id, `name,table,meal\n${rows.join("\n")}\n`);

  await openPrint(page);
  await tab(page, "Escort cards").click();
  await expect(page.getByTestId("print-summary")).toHaveText("3000 escort cards · 10 per sheet · 300 sheets");
  const downloaded = page.waitForEvent("download", { timeout: 90_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByRole("progressbar", { name: "Building the PDF" })).toBeVisible();
  // The screen answers while the worker builds: another document's options show at once.
  await tab(page, "Caterer's report").click();
  await expect(page.getByRole("list", { name: "Meal totals" })).toContainText("Fish3000");
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe("escort-cards.pdf");
  const pdf = await readPdf(new Uint8Array(await readFile(await file.path())));
  expect(pdf.pages).toBe(300);
  expect(pdf.text).toContain("Guest 0000 Петров");
  expect(pdf.text).toContain("Guest 2999 Петров");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test("RSVP cards: one per invitation, each link opening its own household", async ({ page }) => {
  // Two PDFs made in the worker and each page drawn by pdf.js and decoded: over 45 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  const { eventId } = await seededEvent(page);
  await openPrint(page);
  await tab(page, "RSVP cards").click();
  await expect(
    page.getByText("Turn on Collect RSVPs in Event Settings first", { exact: false }),
  ).toBeVisible();

  const settings = await page.request.put(`/api/events/${eventId}/rsvp`, {
    data: { enabled: true, deadline: "2099-05-01T18:00", timeZone: "Europe/Madrid", menu: [] },
  });
  expect(settings.ok()).toBe(true);
  expect((await page.request.patch(`/api/events/${eventId}`, { data: { isPublished: true } })).ok()).toBe(
    true,
  );
  await page.reload();
  await tab(page, "RSVP cards").click();
  // Six invitations: the Garcia household and five guests in none.
  await expect(page.getByText("6 cards, four to a sheet")).toBeVisible();
  await expect(page.locator("[data-rsvp-card]")).toHaveCount(4);
  await expect(page.locator("[data-rsvp-card]").first().getByRole("img")).toBeVisible();
  const { bytes } = await download(page, "Download PDF");
  const pdf = await readPdf(bytes);
  expect(pdf.pages).toBe(2);
  expect(pdf.text).toContain("The Garcia Family");
  expect(pdf.text).toContain("Scan to RSVP");
  expect(pdf.text).toContain("Please answer by May 1, 2099");
  // Each card's QR code, read from the printed page as a phone would, is the link printed under it and opens
  // its own invitation: the Garcia card the Garcia household, and only it.
  const printed = [...pdf.text.matchAll(/\/event\/[^/\s]+\/rsvp\/([A-Za-z0-9_-]{22})/g)].map(
    (match) => match[1]!,
  );
  const scanned = await qrCodesInPdf(page.context(), bytes);
  expect(scanned.map((codes) => codes.length)).toEqual([4, 2]);
  const links = scanned.flat().map((url) => {
    const match = new RegExp(`^https?://[^/]+/event/${eventId}/rsvp/([A-Za-z0-9_-]{22})$`).exec(url);
    expect(match, url).not.toBeNull();
    return match![1]!;
  });
  expect(links.sort()).toEqual(printed.sort());
  expect(links).toHaveLength(6);
  const opened = await Promise.all(
    links.map(async (code) => {
      const response = await page.request.get(`/api/public/events/${eventId}/rsvp/${code}`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { name: string; members: { name: string }[] }).members.map(
        (m) => m.name,
      );
    }),
  );
  expect(opened).toContainEqual(["Ana Garcia", "Luis Garcia"]);
  expect(opened.flat().sort()).toEqual(GUESTS.map((guest) => guest.name).sort());
});
