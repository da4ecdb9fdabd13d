import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

const require = createRequire(import.meta.url);
/** A made-up origin the helper's page is served from, by the route below: nothing leaves the machine. */
const ORIGIN = "http://pdf-render.test";

const PAGE = `<!doctype html><canvas id="page"></canvas><script type="module">
import * as pdfjs from "/pdf.mjs";
pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
async function draw(number, scale) {
  const document = await pdfjs.getDocument("/document.pdf").promise;
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale });
  const canvas = window.document.getElementById("page");
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvas, viewport }).promise;
  return { count: document.numPages, canvas, height: viewport.height / scale };
}
window.renderPdfPage = async (number, scale) => {
  const { count, canvas } = await draw(number, scale);
  return { count, png: canvas.toDataURL("image/png") };
};
// A region of a page (in points, from its lower-left corner) fitted, centred, into a white out × out frame.
window.renderPdfRegion = async (number, scale, region, out) => {
  const { canvas, height } = await draw(number, scale);
  const frame = window.document.createElement("canvas");
  frame.width = out.width;
  frame.height = out.height;
  const context = frame.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, out.width, out.height);
  const fit = Math.min(out.width / region.width, out.height / region.height);
  const w = region.width * fit;
  const h = region.height * fit;
  context.drawImage(canvas, region.x * scale, (height - region.y - region.height) * scale,
    region.width * scale, region.height * scale, (out.width - w) / 2, (out.height - h) / 2, w, h);
  const rgba = context.getImageData(0, 0, out.width, out.height).data;
  let binary = "";
  for (let at = 0; at < rgba.length; at += 0x8000) binary += String.fromCharCode(...rgba.subarray(at, at + 0x8000));
  return btoa(binary);
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

/** A page of `context` that draws `bytes` with pdf.js (its window.renderPdfPage and renderPdfRegion), for
 * the length of `use`. */
async function withPdfPage<T>(
  context: BrowserContext,
  bytes: Uint8Array,
  use: (page: Page) => Promise<T>,
): Promise<T> {
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
    return await use(page);
  } finally {
    await page.close();
  }
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
  return withPdfPage(context, bytes, async (page) => {
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
  });
}

/** A region of a PDF page (points from its lower-left corner), drawn by pdf.js at `scale`× and fitted into a
 * white `out` frame: its RGBA pixels, as a camera pointed at that part of the printed sheet would see it. */
export async function pdfRegionPixels(
  context: BrowserContext,
  bytes: Uint8Array,
  options: {
    page: number;
    scale: number;
    region: { x: number; y: number; width: number; height: number };
    out: { width: number; height: number };
  },
): Promise<Uint8Array> {
  return withPdfPage(context, bytes, async (page) => {
    const base64 = await page.evaluate(
      ({ page: number, scale, region, out }) =>
        (
          window as unknown as {
            renderPdfRegion: (n: number, s: number, r: typeof region, o: typeof out) => Promise<string>;
          }
        ).renderPdfRegion(number, scale, region, out),
      options,
    );
    return new Uint8Array(Buffer.from(base64, "base64"));
  });
}
