import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A stand-in of the build's web root (dist/web) with the app's and the guest page's shells, for tests that
 * render guest pages with the real renderer (`pageRenderer: import("@/web/app/server-render")`). The shells
 * end with "APP SHELL" and "GUEST SHELL". The caller removes the folder. */
export function standInWebRoot(): string {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-web-root-"));
  mkdirSync(path.join(webRoot, "assets"));
  const shell = (marker: string) =>
    `<!doctype html><html><head><meta name="description" content="x" />\n<meta name="theme-color" content="#9b87f5" />\n<title>x</title></head><body><div id="root"></div>${marker}</body></html>`;
  writeFileSync(path.join(webRoot, "index.html"), shell("APP SHELL"));
  writeFileSync(path.join(webRoot, "guest-page.html"), shell("GUEST SHELL"));
  return webRoot;
}
