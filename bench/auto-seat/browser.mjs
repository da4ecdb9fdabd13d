// The solver in Chromium through a Web Worker: the same planted instances as in Node, solved in
// a worker that slices the search with startSolve; the page measures its own longest stall meanwhile.
import { chromium } from "@playwright/test";
import { build } from "esbuild";

const CHROMIUM = "/usr/bin/chromium";

/** [{ quality, reached, total, longestStall }] for each request, in one browser. */
export async function solveInBrowser(requests) {
  const bundle = await build({
    entryPoints: [new URL("./worker.mjs", import.meta.url).pathname],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2022",
    logLevel: "silent",
  });
  const code = bundle.outputFiles[0].text;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const results = [];
    for (const request of requests) {
      results.push(
        await page.evaluate(
          ({ code, request }) =>
            new Promise((resolve, reject) => {
              const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
              let last = performance.now();
              let longestStall = 0;
              const ticker = setInterval(() => {
                const now = performance.now();
                longestStall = Math.max(longestStall, now - last);
                last = now;
              }, 5);
              worker.onerror = (error) => reject(new Error(error.message));
              worker.onmessage = (event) => {
                if (event.data.type !== "done") return;
                clearInterval(ticker);
                worker.terminate();
                resolve({ ...event.data, longestStall });
              };
              worker.postMessage(request);
            }),
          { code, request },
        ),
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
