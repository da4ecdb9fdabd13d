// Bytes the browser downloads for the landing page (gzip), and the total of every JS chunk of the build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const webRoot = fileURLToPath(new URL("../dist/web", import.meta.url));
const indexFile = path.join(webRoot, "index.html");
if (!existsSync(indexFile)) {
  console.error("bench/web-size: dist/web/index.html is missing; run npm run build first");
  process.exit(1);
}

const html = readFileSync(indexFile, "utf8");
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entry = { js: new Set(), css: new Set() };
for (const tag of tags) {
  if (tag.startsWith("<script") && attribute(tag, "type") === "module" && attribute(tag, "src")) {
    entry.js.add(attribute(tag, "src"));
  } else if (tag.startsWith("<link")) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (rel === "modulepreload" && href) entry.js.add(href);
    if (rel === "stylesheet" && href) entry.css.add(href);
  }
}

const sizes = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (files) =>
  files.reduce(
    (total, file) => {
      const size = sizes(file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, count: total.count + 1 };
    },
    { raw: 0, gzip: 0, count: 0 },
  );
const local = (url) => path.join(webRoot, url.replace(/^\//, ""));

const entryJs = sum([...entry.js].map(local));
const entryCss = sum([...entry.css].map(local));
const assetsDir = path.join(webRoot, "assets");
const allJs = sum(
  readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(assetsDir, name)),
);
// The landing screen itself is a lazy route chunk, fetched right after the entry.
const landingChunk = sum(
  readdirSync(assetsDir)
    .filter((name) => /^landing-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assetsDir, name)),
);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log("\nweb size (dist/web; gzip level 9)");
console.table([
  {
    what: "landing entry JS (script + modulepreload)",
    files: entryJs.count,
    raw: kib(entryJs.raw),
    gzip: kib(entryJs.gzip),
  },
  { what: "landing entry CSS", files: entryCss.count, raw: kib(entryCss.raw), gzip: kib(entryCss.gzip) },
  {
    what: "landing entry JS + CSS",
    files: entryJs.count + entryCss.count,
    raw: kib(entryJs.raw + entryCss.raw),
    gzip: kib(entryJs.gzip + entryCss.gzip),
  },
  {
    what: "landing route chunk (lazy)",
    files: landingChunk.count,
    raw: kib(landingChunk.raw),
    gzip: kib(landingChunk.gzip),
  },
  { what: "all JS chunks", files: allJs.count, raw: kib(allJs.raw), gzip: kib(allJs.gzip) },
]);
