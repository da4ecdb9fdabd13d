import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runSeat } from "../../../scripts/seat-command";
import { evaluatePlan } from "./evaluate";
import { plantedInstance } from "./planted";

/** The command of docs/auto-seat-format.md: in process for every case, and spawned as a user runs it. */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), "seat-command-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown) {
  const target = path.join(dir, name);
  writeFileSync(target, typeof content === "string" ? content : JSON.stringify(content));
  return target;
}

const small = {
  tables: [
    { id: "__proto__", capacity: 2 },
    { id: "t2", capacity: 2 },
  ],
  guests: [
    { id: "constructor", party: "p" },
    { id: "b", party: "p" },
    { id: "c", groups: ["x"] },
    { id: "d", groups: ["x"] },
  ],
  rules: [{ a: "c", b: "b", kind: "apart", hard: true }],
};

describe("npm run seat", () => {
  it("prints the plan as one JSON object on stdout and nothing else, exit 0", () => {
    const result = spawnSync(
      "npm",
      ["run", "--silent", "seat", "--", file("small.json", small), "--seed", "7"],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(0);
    expect(result.stdout.endsWith("}\n")).toBe(true);
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
    const plan = JSON.parse(result.stdout);
    expect(Object.keys(plan)).toEqual(["assignments", "score", "hardViolations", "ms"]);
    expect(plan).toMatchObject({
      assignments: { constructor: "__proto__", b: "__proto__", c: "t2", d: "t2" },
      score: 1,
      hardViolations: 0,
    });
    expect(Object.getOwnPropertyDescriptor(plan.assignments, "constructor")?.value).toBe("__proto__");
  });

  it("exits 2 with exactly one line on stderr and nothing on stdout", () => {
    const result = spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/seat.ts", path.join(dir, "nope.json")],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^seat: cannot read .*nope\.json: no such file\n$/);
  });

  /** The command run in process, with the wall time around it: `ms` must fit inside that. */
  function timed(args: string[]) {
    const started = performance.now();
    const output = runSeat(args);
    const wall = performance.now() - started;
    expect(output.code).toBe(0);
    const plan = JSON.parse(output.stdout);
    expect(evaluatePlan(planted.instance, plan.assignments)).toMatchObject({
      hardViolations: plan.hardViolations,
      score: plan.score,
    });
    expect(plan.ms).toBeLessThanOrEqual(Math.ceil(wall));
    return { plan, stoppedBy: output.stoppedBy };
  }
  const planted = plantedInstance({ guests: 1000, spare: 0, seed: 3 });

  it("gives the same plan for the same seed, and stops by a time limit", () => {
    const big = file("big.json", planted.instance);
    const first = timed([big, "--seed", "42"]);
    expect(first.stoppedBy).toBe("finished");
    expect(first.plan.hardViolations).toBe(0);
    const again = timed([big, "--seed=42"]);
    expect(again.plan.assignments).toEqual(first.plan.assignments);
    // A limit well inside the full run (timed once warm): the search stops by it, with a plan that holds.
    const limit = Math.max(1, Math.floor(again.plan.ms / 4));
    const limited = timed([big, "--time-limit-ms", String(limit)]);
    expect(limited.stoppedBy).toBe("time-limit");
    expect(limited.plan.ms).toBeGreaterThanOrEqual(limit - 1);
    expect(limited.plan.hardViolations).toBe(0);
  });

  it.each([
    ["a missing file", () => [path.join(dir, "nope.json")], /^seat: cannot read .*nope\.json: no such file$/],
    ["a directory", () => [dir], /^seat: cannot read .*: it is a directory$/],
    [
      "a file that is not JSON",
      () => [file("bad.json", "{ tables: ")],
      /^seat: .*bad\.json is not valid JSON: /,
    ],
    [
      "a malformed instance, naming the field",
      () => [file("malformed.json", { tables: [{ id: "t", capacity: 0 }], guests: [] })],
      /^seat: .*malformed\.json is not a valid instance: tables\[0\]\.capacity must be a whole number of seats, 1 or more$/,
    ],
    [
      "an instance that cannot be seated, saying why",
      () => [file("full.json", { tables: [{ id: "t", capacity: 1 }], guests: [{ id: "a" }, { id: "b" }] })],
      /^seat: these guests cannot be seated: There are 2 guests but only 1 seat: add 1 more seat\.$/,
    ],
    [
      "ids with line breaks, kept on one line",
      () => [
        file("newline.json", {
          tables: [{ id: "t", capacity: 2 }],
          guests: [
            { id: "a\nb", party: "p" },
            { id: "c\u2028", party: "p" },
          ],
          rules: [{ a: "a\nb", b: "c\u2028", kind: "apart", hard: true }],
        }),
      ],
      /^seat: these guests cannot be seated: "a\\nb" and "c\\u2028" must be kept apart, but they are in the same household\.$/,
    ],
    ["no file", () => [], /^seat: no instance file given \(usage: /],
    ["two files", () => ["a.json", "b.json"], /^seat: unexpected argument "b.json" \(usage: /],
    ["an unknown option", () => ["a.json", "--fast"], /^seat: unexpected argument "--fast" \(usage: /],
    ["a seed that is not a number", () => ["a.json", "--seed", "x"], /^seat: --seed must be a whole number/],
    ["a negative time limit", () => ["a.json", "--time-limit-ms", "-5"], /^seat: --time-limit-ms must be/],
  ])("exits 2 with one line for %s", (_, args, line) => {
    const result = runSeat(args());
    expect(result).toMatchObject({ code: 2, stdout: "" });
    expect(result.stderr.endsWith("\n")).toBe(true);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(result.stderr.trimEnd()).toMatch(line);
  });
});
