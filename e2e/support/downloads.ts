import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Clicks a download button and reads the file it saves. */
export async function download(page: Page, button: string | RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 60_000 }),
    page.getByRole("button", { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

/** The PDF's page count (pdf-lib) and its text (pdf.js), so a name that did not print fails the check. */
export async function readPdf(bytes: Uint8Array) {
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ("str" in item ? item.str : "")).join("")}\n`;
  }
  return { pages, text };
}
