// Print and hand-outs (docs/decisions/016-print.md): the time to build each document's PDF (fonts embedded, names in Latin,
// Cyrillic and Greek) for 300 and 3,000 guests, in process on one core as the browser's Web Worker does.
// Goal: each within 5 s at 3,000 guests (median of three runs). Alone: node bench/print.mjs [--out=DIR] (writes the PDFs).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const load = (file) => tsImport(path.join(root, "src/web/features/print/lib/pdf", file), import.meta.url);
const { generatePdf, DOCUMENT_KINDS } = await load("generate.ts");
const { sampleEvent } = await load("sample-event.ts");
const { PDFDocument } = await import("pdf-lib");
const { DEFAULT_PRINT_OPTIONS } = await tsImport(
  path.join(root, "src/shared/print/options.ts"),
  import.meta.url,
);

const out = process.argv.find((arg) => arg.startsWith("--out="))?.slice(6);
const loadFont = async (pkg, file) =>
  new Uint8Array(readFileSync(path.join(root, "node_modules/@fontsource", pkg, "files", file)));
const theme = {
  headingFont: "Playfair Display",
  bodyFont: "Lato",
  primaryColor: "#9b87f5",
  tertiaryColor: "#d6bcfa",
};
const GOAL_MS = 5000;
const RUNS = 3; // the median of three, after a warm-up run

if (out) mkdirSync(out, { recursive: true });
console.log("document      guests    ms     pages    size KB   goal");
let failed = false;
for (const guests of [300, 3000]) {
  const source = sampleEvent(guests);
  for (const kind of DOCUMENT_KINDS) {
    const options = { ...DEFAULT_PRINT_OPTIONS, title: "Ana & Luis · 12 June 2027", showMeal: true };
    const request = { kind, source, eventTitle: "Ana & Luis", options, theme };
    await generatePdf(request, loadFont); // warm up (fonts parsed, code compiled)
    const times = [];
    let bytes;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      bytes = await generatePdf(request, loadFont);
      times.push(performance.now() - start);
    }
    const ms = times.sort((a, b) => a - b)[RUNS >> 1];
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    if (out) writeFileSync(path.join(out, `${kind}-${guests}.pdf`), bytes);
    const ok = ms <= GOAL_MS;
    failed ||= !ok;
    console.log(
      `${kind.padEnd(12)} ${String(guests).padStart(6)} ${ms.toFixed(0).padStart(6)} ${String(pages).padStart(8)} ${(bytes.length / 1024).toFixed(0).padStart(9)}   ${ok ? "ok" : `over ${GOAL_MS} ms`}`,
    );
  }
}
process.exit(failed ? 1 : 0);
