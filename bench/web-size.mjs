// Bytes each HTML shell of the build makes the browser download before the page runs (gzip level 9), and the
// total of every JS chunk. index.html is the SPA's shell (every page but the marketing pages served to a
// visitor without a session); marketing.html is the shell of those (their HTML is rendered on the server).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { webRoot } from "./lib/server.mjs";

if (!existsSync(path.join(webRoot, "index.html"))) {
  console.error("bench/web-size: dist/web/index.html is missing; run npm run build first");
  process.exit(1);
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const local = (url) => path.join(webRoot, url.replace(/^\//, ""));

/** The scripts (entry + modulepreload) and stylesheets an HTML shell names. */
function entryOf(htmlFile) {
  const html = readFileSync(path.join(webRoot, htmlFile), "utf8");
  const entry = { js: new Set(), css: new Set() };
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith("<script") && attribute(tag, "type") === "module" && attribute(tag, "src")) {
      entry.js.add(attribute(tag, "src"));
    } else if (tag.startsWith("<link")) {
      const rel = attribute(tag, "rel");
      const href = attribute(tag, "href");
      if (rel === "modulepreload" && href) entry.js.add(href);
      if (rel === "stylesheet" && href) entry.css.add(href);
    }
  }
  return { js: [...entry.js].map(local), css: [...entry.css].map(local) };
}

const sum = (files) =>
  files.reduce(
    (total, file) => {
      const bytes = readFileSync(file);
      return {
        raw: total.raw + bytes.length,
        gzip: total.gzip + gzipSync(bytes, { level: 9 }).length,
        count: total.count + 1,
      };
    },
    { raw: 0, gzip: 0, count: 0 },
  );
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const row = (what, files) => {
  const size = sum(files);
  return { what, files: size.count, raw: kib(size.raw), gzip: kib(size.gzip) };
};

const assetsDir = path.join(webRoot, "assets");
const rows = [];
for (const [shell, label] of [
  ["index.html", "SPA entry"],
  ["marketing.html", "marketing page entry (no session)"],
]) {
  if (!existsSync(path.join(webRoot, shell))) continue;
  const entry = entryOf(shell);
  rows.push(row(`${label} JS (script + modulepreload)`, entry.js));
  rows.push(row(`${label} CSS`, entry.css));
}
rows.push(
  row(
    "all JS chunks",
    readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => path.join(assetsDir, name)),
  ),
);
console.log("\nweb size (dist/web; gzip level 9)");
console.table(rows);
