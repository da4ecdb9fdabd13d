import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The real server as a child process, for tests that must kill it: bundled from the current source exactly
 * as `npm run build` bundles it (so a stale dist/ can never be what is tested), beside its migrations and a
 * stub web build. Inside the repository, so the bundle finds node_modules.
 */

const root = fileURLToPath(new URL("../../../..", import.meta.url));

export interface ServerBundle {
  entry: string;
  remove(): void;
}

export async function bundleServer(): Promise<ServerBundle> {
  const dir = path.join(root, ".tmp", `server-bundle-${process.pid}-${Date.now()}`);
  const entry = path.join(dir, "server", "index.js");
  await build({
    entryPoints: [path.join(root, "src/server/index.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node20",
    outfile: entry,
    logLevel: "warning",
  });
  cpSync(path.join(root, "src/server/db/migrations"), path.join(dir, "server", "migrations"), {
    recursive: true,
  });
  mkdirSync(path.join(dir, "web"));
  writeFileSync(path.join(dir, "web", "index.html"), "<!doctype html><title>Seatwise</title>");
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningProcess {
  origin: string;
  child: ChildProcess;
  /** The last lines it wrote, for a failure message. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Starts the bundle and resolves once /api/health answers 200; rejects if the process exits first. */
export async function startProcess(
  bundle: ServerBundle,
  env: Record<string, string>,
  port: number,
): Promise<RunningProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bundle.entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", APP_ORIGIN: origin },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`The server exited during start:\n${lines.join("\n")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /api/health within 90 s:\n${lines.join("\n")}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    // Polling the health check until the server listens: the wait ends on the condition, not on a delay.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, exited, output: () => lines.join("\n") };
}
