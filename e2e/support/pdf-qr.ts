import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { BrowserContext } from "@playwright/test";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

const require = createRequire(import.meta.url);
/** A made-up origin the helper's page is served from, by the route below: nothing leaves the machine. */
const ORIGIN = "http://pdf-render.test";

const PAGE = `<!doctype html><canvas id="page"></canvas><script type="module">
import * as pdfjs from "/pdf.mjs";
pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
window.renderPdfPage = async (number, scale) => {
  const document = await pdfjs.getDocument("/document.pdf").promise;
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale });
  const canvas = window.document.getElementById("page");
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvas, viewport }).promise;
  return { count: document.numPages, png: canvas.toDataURL("image/png") };
};
window.ready = true;
</script>`;

let prepared = false;
async function prepareDecoder() {
  if (prepared) return;
  const wasm = await readFile(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  prepared = true;
}

/**
 * The QR codes printed on each page of a PDF, read as a phone's camera would read paper: every page drawn to
 * pixels by pdf.js in the browser (at `scale`× its size in points), then decoded by ZXing. Returns, per page,
 * the texts of the codes found on it.
 */
export async function qrCodesInPdf(
  context: BrowserContext,
  bytes: Uint8Array,
  scale = 2,
): Promise<string[][]> {
  await prepareDecoder();
  const files: Record<string, { body: Buffer | string; contentType: string }> = {
    "/": { body: PAGE, contentType: "text/html" },
    "/pdf.mjs": {
      body: await readFile(require.resolve("pdfjs-dist/build/pdf.min.mjs")),
      contentType: "text/javascript",
    },
    "/pdf.worker.mjs": {
      body: await readFile(require.resolve("pdfjs-dist/build/pdf.worker.min.mjs")),
      contentType: "text/javascript",
    },
    "/document.pdf": { body: Buffer.from(bytes), contentType: "application/pdf" },
  };
  const page = await context.newPage();
  try {
    await page.route(`${ORIGIN}/**`, (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file ? route.fulfill({ status: 200, ...file }) : route.fulfill({ status: 404 });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    const pages: string[][] = [];
    for (let number = 1, count = 1; number <= count; number++) {
      const rendered = await page.evaluate(
        ([at, times]) =>
          (
            window as unknown as {
              renderPdfPage: (n: number, s: number) => Promise<{ count: number; png: string }>;
            }
          ).renderPdfPage(at, times),
        [number, scale] as const,
      );
      count = rendered.count;
      const png = Buffer.from(rendered.png.slice(rendered.png.indexOf(",") + 1), "base64");
      const codes = await readBarcodes(new Uint8Array(png), { formats: ["QRCode"], maxNumberOfSymbols: 16 });
      pages.push(codes.filter((code) => code.isValid).map((code) => code.text));
    }
    return pages;
  } finally {
    await page.close();
  }
}
