import { readFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, test } from "vitest";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import ar from "@/shared/i18n/compiled/ar.js";
import en from "@/shared/i18n/compiled/en.js";
import { DEFAULT_PRINT_OPTIONS } from "@/shared/print/options";
import { pageSize } from "@/shared/print/paper";
import { generatePdf } from "./generate";

const fontFile = (pkg: string, file: string) =>
  readFile(new URL(`../../../../../../node_modules/@fontsource/${pkg}/files/${file}`, import.meta.url)).then(
    (bytes) => new Uint8Array(bytes),
  );
const theme = {
  headingFont: "Playfair Display",
  bodyFont: "Lato",
  primaryColor: "#6d28d9",
  tertiaryColor: "#ddd",
};

const guest = (name: string, extra: Partial<CheckinGuest> = {}): CheckinGuest => ({
  id: name.slice(0, 36),
  name,
  status: "confirmed",
  householdId: null,
  householdName: null,
  tableId: "t1",
  seatNumber: null,
  arrivedAt: null,
  walkIn: false,
  ...extra,
});
const HERE = "2026-06-06T18:02:00.000Z";
/** The longest name a walk-in may have (the text rule's 200 characters), of words and of one word. */
const LONG_WORDS = `Maria ${"Wolfeschlegelsteinhausen ".repeat(8)}`.trim().slice(0, 200);
const LONG_WORD = "W".repeat(200);
const list: CheckinList = {
  tables: [{ id: "t1", number: 1, name: "Rosemary", capacity: 8 }],
  guests: [
    guest("Ana García", { seatNumber: 1, arrivedAt: HERE, householdName: "García" }),
    guest("Cousin <b>Kim</b> <script>alert(1)</script>", { seatNumber: 2, arrivedAt: HERE, walkIn: true }),
    guest("José Núñez", { seatNumber: 3 }),
    guest(LONG_WORDS, { seatNumber: 4, arrivedAt: HERE, walkIn: true }),
    guest(LONG_WORD, { seatNumber: 5 }),
    guest("Declined Dora", { seatNumber: 6, status: "declined" }),
  ],
};

async function pages(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const items: { str: string; x: number; width: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items)
      if ("str" in item && item.str.trim())
        items.push({ str: item.str, x: item.transform[4] as number, width: item.width });
  }
  return items;
}

describe("the arrival report PDF", () => {
  test("says who came, who did not and the walk-ins, by table; markup is text and long names wrap inside the page", async () => {
    const options = { ...DEFAULT_PRINT_OPTIONS, sheet: "a4" as const };
    const bytes = await generatePdf(
      {
        kind: "arrivals",
        source: { guests: [], households: [], plan: { tables: [], venueElements: [], version: 1 } },
        eventTitle: "Ana & Luis",
        options,
        theme,
        locale: "en",
        messages: en,
        arrivals: list,
      },
      fontFile,
    );
    const items = await pages(bytes);
    const text = items.map((item) => item.str).join("\n");
    expect(text).toContain("Arrival report");
    expect(text).toContain("Ana & Luis · 3 of 5 arrived · 2 walk-ins · 2 did not come");
    expect(text).toContain("Table 1 · 3 of 5 arrived");
    expect(text).toContain("Cousin <b>Kim</b> <script>alert(1)</script>");
    expect(text).toMatch(/Arrived \d{1,2}:02 [AP]M · Walk-in/);
    expect(text).toContain("No check-in");
    expect(text).not.toContain("Declined Dora");
    // The 200-character names: over several lines, each inside the page's margins; the one-word name cut with "…".
    const { width } = pageSize("a4", "portrait");
    for (const item of items) expect(item.x + item.width).toBeLessThanOrEqual(width - 40);
    const longLines = items.filter((item) => /^W+…?$/.test(item.str));
    expect(longLines.length).toBeGreaterThan(1);
    expect(longLines.at(-1)!.str.endsWith("…") || longLines.map((l) => l.str).join("") === LONG_WORD).toBe(
      true,
    );
    expect(items.filter((item) => item.str.includes("Wolfeschlegelsteinhausen")).length).toBeGreaterThan(1);
  });

  test("prints in the print's language, right to left in Arabic", async () => {
    const bytes = await generatePdf(
      {
        kind: "arrivals",
        source: { guests: [], households: [], plan: { tables: [], venueElements: [], version: 1 } },
        eventTitle: "Ana & Luis",
        options: DEFAULT_PRINT_OPTIONS,
        theme,
        locale: "ar",
        messages: ar,
        arrivals: list,
      },
      fontFile,
    );
    const text = (await pages(bytes)).map((item) => item.str).join("\n");
    expect(text).not.toContain("Arrival report");
    expect(text).toContain("José Núñez");
  });
});
