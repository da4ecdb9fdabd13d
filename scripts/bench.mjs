#!/usr/bin/env node
// npm run bench: builds once, then runs every bench/*.mjs in turn; each prints its own figures.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const benchDir = path.join(root, "bench");

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = 0;
for (const file of readdirSync(benchDir)
  .filter((name) => name.endsWith(".mjs"))
  .sort()) {
  console.log(`\n== bench/${file}`);
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`bench/${file} failed (exit ${result.status ?? result.signal})`);
    failed += 1;
  }
}
process.exit(failed > 0 ? 1 : 0);
