import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runSeat } from "../../../scripts/seat-command";
import { evaluatePlan } from "./evaluate";
import { plantedInstance } from "./planted";
import type { SeatInstance } from "./types";

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

/** Version 2's bad input: the file's field named, or why the guests cannot be seated, in one line. */
function seatLevelFailures(): [string, () => string[], RegExp][] {
  const tables = [
    { id: "t1", capacity: 10 },
    { id: "t2", capacity: 10 },
  ];
  const guests = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `g${i}` }));
  const nextTo = (a: number, b: number) => ({ a: `g${a}`, b: `g${b}`, kind: "next-to", hard: true });
  const seat = (name: string, instance: object) => () => [file(`${name}.json`, instance)];
  return [
    [
      "a seat lock without a table lock",
      seat("seat-alone", { tables, guests: [{ id: "g0", seat: 2 }] }),
      /^seat: .*seat-alone\.json is not a valid instance: guests\[0\]\.seat needs the guest's table: /,
    ],
    [
      "a seat that is not a whole number",
      seat("seat-half", { tables, guests: [{ id: "g0", table: "t1", seat: 2.5 }] }),
      /^seat: .*seat-half\.json is not a valid instance: guests\[0\]\.seat must be a whole seat number, 1 or more$/,
    ],
    [
      "a seat beyond the table's capacity",
      seat("seat-beyond", { tables, guests: [{ id: "g0", table: "t2", seat: 11 }] }),
      /^seat: these guests cannot be seated: g0 is locked to seat 11, but table t2 has only 10 seats\.$/,
    ],
    [
      "two guests locked to one seat",
      seat("seat-twice", {
        tables,
        guests: [
          { id: "g0", table: "t1", seat: 4 },
          { id: "g1", table: "t1", seat: 4 },
        ],
      }),
      /^seat: these guests cannot be seated: g0 and g1 are both locked to seat 4 of table t1\.$/,
    ],
    [
      "a seat lock beside a hard partner locked to another table",
      seat("seat-split", {
        tables,
        guests: [
          { id: "g0", table: "t1", seat: 1 },
          { id: "g1", table: "t2" },
        ],
        rules: [nextTo(0, 1)],
      }),
      /^seat: these guests cannot be seated: g0 is locked to table t1 and g1 to table t2, but they must sit at one table/,
    ],
    [
      "a hard 'next-to' chain of 11 at tables of 10",
      seat("chain", {
        tables,
        guests: guests(12),
        rules: Array.from({ length: 10 }, (_, i) => nextTo(i, i + 1)),
      }),
      /^seat: these guests cannot be seated: .* must sit next to one another \(11 guests linked by 'next to' rules\), but the largest table seats 10\.$/,
    ],
    [
      "a guest with three hard 'next-to' partners at round tables",
      seat("star", { tables, guests: guests(4), rules: [nextTo(0, 1), nextTo(0, 2), nextTo(0, 3)] }),
      /^seat: these guests cannot be seated: g0 must sit next to 3 guests, but no seat at these tables has more than 2 neighbours\.$/,
    ],
    [
      "'next-to' with oneself",
      seat("self", { tables, guests: guests(1), rules: [{ a: "g0", b: "g0", kind: "next-to" }] }),
      /^seat: .*self\.json is not a valid instance: rules\[0\]\.b must be a different guest from a$/,
    ],
    [
      "a shape that is not one of the three",
      seat("oval", { tables: [{ id: "t1", capacity: 8, shape: "oval" }], guests: guests(1) }),
      /^seat: .*oval\.json is not a valid instance: tables\[0\]\.shape must be "round", "rect" or "row"$/,
    ],
  ];
}

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
    expect(Object.keys(plan)).toEqual(["assignments", "seats", "score", "seatScore", "hardViolations", "ms"]);
    expect(plan).toMatchObject({
      assignments: { constructor: "__proto__", b: "__proto__", c: "t2", d: "t2" },
      score: 1,
      seatScore: 5,
      hardViolations: 0,
    });
    expect(Object.getOwnPropertyDescriptor(plan.assignments, "constructor")?.value).toBe("__proto__");
    // Two seats each: the household on seats 1 and 2 of its table, c and d on those of theirs.
    expect(new Set([plan.seats.constructor, plan.seats.b])).toEqual(new Set([1, 2]));
    expect(new Set([plan.seats.c, plan.seats.d])).toEqual(new Set([1, 2]));
  });

  it("prints every guest's seat and the seat score (version 2)", () => {
    const banquet: SeatInstance = {
      tables: [
        { id: "head", capacity: 3, shape: "row" },
        { id: "long", capacity: 6, shape: "rect" },
      ],
      guests: [
        { id: "bride", table: "head", seat: 2 },
        { id: "groom", party: "couple" },
        { id: "ann", party: "smith" },
        { id: "bob", party: "smith" },
        { id: "cy", party: "smith" },
        { id: "dee", party: "smith" },
        { id: "gran" },
        { id: "rosa" },
      ],
      rules: [
        { a: "bride", b: "groom", kind: "next-to", hard: true },
        { a: "gran", b: "rosa", kind: "next-to", weight: 20 },
      ],
    };
    const output = runSeat([file("banquet.json", banquet)]);
    expect(output).toMatchObject({ code: 0, stderr: "" });
    const plan = JSON.parse(output.stdout);
    expect(plan.assignments).toMatchObject({ bride: "head", groom: "head" });
    expect(plan.seats.bride).toBe(2);
    expect([1, 3]).toContain(plan.seats.groom);
    // gran and rosa side by side (20 + 20 as 'together'); the Smiths as a 2 × 2 block at the banquet table.
    expect(plan.assignments.gran).toBe(plan.assignments.rosa);
    expect(plan).toMatchObject({ score: 20, seatScore: 40, hardViolations: 0 });
    expect(evaluatePlan(banquet, plan.assignments, plan.seats)).toMatchObject({
      seatScore: 40,
      hardViolations: 0,
    });
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
    ...seatLevelFailures(),
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
