import { readFile, writeFile } from "node:fs/promises";
import { createCanvas } from "@napi-rs/canvas";
import { expect, type Page, test } from "@playwright/test";
import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.79.15", 5));

const NAMES = ["محمد عبد الله", "王小明", "Sara Lind"];

/** An owner whose event speaks Arabic (its default) and English, its guests named in Arabic and Chinese. */
async function arabicEvent(page: Page) {
  await signUpOwner(page, "print-lang");
  const event = await createEvent(page, "Layla & Omar");
  const patched = await page.request.patch(`/api/events/${event.id}`, { data: { languages: ["ar", "en"] } });
  expect(patched.ok()).toBe(true);
  const plan = await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables: ["Cedar", "Olive"].map((name, i) => ({
        id: `new-${i}`,
        name,
        capacity: 8,
        shape: "round",
        position: { x: 200 + i * 220, y: 260 },
      })),
      venueElements: [],
    },
  });
  expect(plan.ok()).toBe(true);
  const tableIds = ((await plan.json()) as { tables: { id: string; number: number }[] }).tables
    .sort((a, b) => a.number - b.number)
    .map((t) => t.id);
  for (const [i, name] of NAMES.entries()) {
    const response = await page.request.post(`/api/events/${event.id}/guests`, {
      data: { name, status: "confirmed", tableId: tableIds[i % 2], meal: null, householdId: null },
    });
    expect(response.status()).toBe(201);
  }
  return { date: (event as { date?: string }).date ?? "" };
}

async function openPrint(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Print" }).click();
  await expect(page.getByRole("heading", { name: "Print", level: 1 })).toBeVisible();
}

const options = (page: Page) => page.getByRole("complementary", { name: "Print options" });

async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 30_000 }),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(await file.path())) };
}

test("an event in Arabic and English prints its place cards in Arabic, names in any script shaped", async ({
  page,
}, testInfo) => {
  const { date } = await arabicEvent(page);
  await openPrint(page);

  // The owner's screens stay in English; the documents' language is the event's first, Arabic.
  const language = options(page).getByLabel("Language", { exact: true });
  await expect(language).toHaveValue("ar");
  expect(await language.locator("option").allTextContents()).toEqual(["العربية", "English"]);
  const arabicDate = await page.evaluate(
    (day) =>
      new Intl.DateTimeFormat("ar", {
        weekday: "long",
        year: "numeric",
        month: "long",
        day: "numeric",
      }).format(new Date(`${day}T00:00:00`)),
    date,
  );
  await expect(page.getByLabel("Title or monogram line")).toHaveValue(`Layla & Omar · ${arabicDate}`);

  await page.getByRole("tab", { name: "Escort cards", exact: true }).click();
  await expect(page.getByTestId("print-summary")).toContainText("3 escort cards");
  const sheet = page.getByRole("img", { name: "First sheet of escort cards" });
  await expect(sheet).toHaveAttribute("lang", "ar");
  await expect(page.getByTestId("preview-card").filter({ hasText: "محمد عبد الله" })).toContainText(
    "طاولة 1",
  );

  await page.getByRole("tab", { name: "Place cards", exact: true }).click();
  await expect(page.getByTestId("preview-card")).toHaveCount(3);
  const file = await download(page);
  expect(file.name).toBe("place-cards.pdf");
  const doc = await PDFDocument.load(file.bytes);
  expect(doc.getTitle()).toBe("بطاقات المقعد");

  // Read back: every name, the title line's Arabic date (pdf.js may read a glyph gap as a space, and a
  // letter's dots as a zero-width joiner).
  const pdf = await getDocument({ data: file.bytes.slice(), useSystemFonts: false }).promise;
  const page1 = await pdf.getPage(1);
  const items = (await page1.getTextContent()).items;
  const plain = items
    .map((item) => ("str" in item ? item.str : ""))
    .join("")
    .replace(/[\u200d\s]/g, "");
  for (const name of NAMES) expect(plain).toContain(name.replace(/\s/g, ""));
  expect(plain).toContain("Layla&Omar");

  // Shaped: the two م of محمد (initial and medial forms) are two glyphs that both read as U+0645.
  const maps = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
    .filter((cmap) => cmap.includes("beginbfchar"));
  const meem = maps.map((cmap) => cmap.split("\n").filter((line) => line.endsWith("<0645>")).length);
  expect(Math.max(...meem)).toBeGreaterThanOrEqual(2);

  // Page 1 as an image, to look at.
  const viewport = page1.getViewport({ scale: 1.5 });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page1.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: canvas.getContext("2d") as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const png = testInfo.outputPath("place-cards-ar-page-1.png");
  await writeFile(png, canvas.toBuffer("image/png"));
  await testInfo.attach("place cards, page 1", { path: png, contentType: "image/png" });

  // In English the title line's date follows, and the tables read "Table 1".
  await language.selectOption("en");
  const englishDate = await page.evaluate(
    (day) =>
      new Intl.DateTimeFormat("en", {
        weekday: "long",
        year: "numeric",
        month: "long",
        day: "numeric",
      }).format(new Date(`${day}T00:00:00`)),
    date,
  );
  await expect(page.getByLabel("Title or monogram line")).toHaveValue(`Layla & Omar · ${englishDate}`);
  await page.getByRole("tab", { name: "Escort cards", exact: true }).click();
  await expect(page.getByTestId("preview-card").filter({ hasText: "王小明" })).toContainText("Table 2");
  const english = await download(page);
  expect((await PDFDocument.load(english.bytes)).getTitle()).toBe("Escort cards");
});

test("an event in one language has no Language select on the print screen", async ({ page }) => {
  await signUpOwner(page, "print-lang-one");
  await createEvent(page, "Ana & Luis");
  await openPrint(page);
  await expect(options(page).getByLabel("Guests")).toBeVisible();
  await expect(options(page).getByLabel("Language", { exact: true })).toHaveCount(0);
});
