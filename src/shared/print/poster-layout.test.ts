import { describe, expect, test } from "vitest";
import { DEFAULT_PRINT_OPTIONS, type PrintOptions, type PrintSource } from "./options";
import { type Orientation, type PosterSize, pageSize } from "./paper";
import { nameFloor, posterContent, posterLayout, posterUnit } from "./poster-layout";
import type { PosterText } from "./poster-text";

const FIRST = ["Ana", "Luis", "Zoë", "Jürgen", "Иван", "Ольга", "Γιώργος", "Siobhán", "Łukasz", "Chloé"];
const LAST = ["García", "Müller", "Петров", "Kowalski", "O'Brien", "Dubois", "Lefèvre", "Smith", "Nowak"];

/** `tables` round tables of `perTable` guests in rows, as the floor plan editor lays out new ones. */
function event(tables: number, perTable: number): PrintSource {
  const columns = Math.ceil(Math.sqrt(tables * 1.5));
  const plan = Array.from({ length: tables }, (_, i) => ({
    id: `t${i}`,
    number: i + 1,
    name: `Table ${i + 1}`,
    capacity: perTable,
    shape: (i % 4 === 3 ? "rectangular" : "round") as "round" | "rectangular",
    position: { x: 150 + (i % columns) * 180, y: 250 + Math.floor(i / columns) * 200 },
    rotation: i % 7 === 6 ? 90 : 0,
    isHead: false,
    seated: perTable,
    occupiedSeats: [],
  }));
  return {
    plan: {
      tables: plan,
      version: 1,
      venueElements: [
        {
          id: "e1",
          kind: "dance_floor",
          label: "Dance floor",
          position: { x: 150 + columns * 90, y: 80 },
          width: 240,
          height: 100,
          rotation: 0,
        },
      ],
    },
    households: [],
    guests: Array.from({ length: tables * perTable }, (_, i) => ({
      id: `g${i}`,
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      status: "confirmed" as const,
      tableId: `t${Math.floor(i / perTable)}`,
      seatNumber: (i % perTable) + 1,
      householdId: null,
      meal: null,
      dietaryRestrictions: null,
    })),
  };
}

const SMALL = event(5, 8);
const LARGE = event(30, 10);

function layout(source: PrintSource, paper: PosterSize, orientation: Orientation = "landscape") {
  const options: PrintOptions = { ...DEFAULT_PRINT_OPTIONS, posterSize: paper };
  return posterLayout(posterContent(source, options, "Ana & Luis"), paper, orientation);
}

const texts = (l: ReturnType<typeof layout>, role: PosterText["role"]) =>
  l.pages.flatMap((page) => page.texts.filter((t) => t.role === role));

/** The box a line takes: its width by its `maxWidth` (the most it may take), from its baseline up. */
function box(t: PosterText) {
  const left = t.align === "start" ? t.x : t.align === "center" ? t.x - t.maxWidth / 2 : t.x - t.maxWidth;
  return { left, right: left + t.maxWidth, top: t.y - t.size * 0.8, bottom: t.y + t.size * 0.2 };
}

/** How much of the first sheet, inside its margins, what is drawn spans across and down. */
function coverage(l: ReturnType<typeof layout>) {
  const margin = 28 * posterUnit(l.page);
  const all = l.pages[0]!.texts.map(box);
  const right = Math.max(l.plan.x + l.plan.width, ...all.map((b) => b.right));
  const bottom = Math.max(l.plan.y + l.plan.height, ...all.map((b) => b.bottom));
  return {
    across: (right - margin) / (l.page.width - 2 * margin),
    down: (bottom - margin) / (l.page.height - 2 * margin),
  };
}

describe("seating chart poster layout", () => {
  test.each(["a4", "letter", "a3", "a2", "18x24"] as const)(
    "%s: every name under a table and in “Find your seat” is at least the sheet's floor",
    (paper) => {
      for (const source of [SMALL, LARGE]) {
        for (const orientation of ["landscape", "portrait"] as const) {
          const l = layout(source, paper, orientation);
          const floor = nameFloor(posterUnit(pageSize(paper, orientation)));
          expect(l.floor).toBe(floor);
          const names = texts(l, "name");
          const find = texts(l, "find");
          expect(find).toHaveLength(source.guests.length);
          if (l.nameSize !== null) expect(names).toHaveLength(source.guests.length);
          for (const t of [...names, ...find]) expect(t.size, t.text).toBeGreaterThanOrEqual(floor - 1e-9);
          for (const t of [...names, ...find]) {
            const b = box(t);
            expect(b.left).toBeGreaterThanOrEqual(-1e-6);
            expect(b.right).toBeLessThanOrEqual(l.page.width + 1e-6);
            expect(b.bottom).toBeLessThanOrEqual(l.page.height);
          }
        }
      }
    },
  );

  test("the floor grows with the sheet: 6 pt on A4, 9 pt on A2", () => {
    expect(layout(SMALL, "a4").floor).toBeCloseTo(6);
    expect(layout(SMALL, "a2").floor).toBeCloseTo(9);
  });

  test("a small event fills the sheet: names large, the plan spanning the page's full height or width", () => {
    for (const paper of ["a4", "a2"] as const) {
      const l = layout(SMALL, paper);
      const unit = posterUnit(l.page);
      expect(l.pages).toHaveLength(1);
      expect(l.nameSize).toBeGreaterThanOrEqual(9 * unit);
      expect(l.findSize).toBeGreaterThanOrEqual(9 * unit);
      const margin = 28 * unit;
      const spansHeight = l.plan.height >= l.page.height - 2 * margin - 44 * unit - 1;
      const spansWidth = l.plan.width >= l.page.width - 2 * margin - 1;
      expect(spansHeight || spansWidth).toBe(true);
      // What is drawn (plan and list together) covers the sheet inside its margins.
      expect(coverage(l).across).toBeGreaterThan(0.9);
      expect(coverage(l).down).toBeGreaterThan(0.9);
    }
  });

  test("on A2 everything is about twice its A4 size", () => {
    const a4 = layout(SMALL, "a4");
    const a2 = layout(SMALL, "a2");
    expect(a2.nameSize! / a4.nameSize!).toBeGreaterThan(1.8);
    expect(a2.plan.width * a2.plan.height).toBeGreaterThan(3.5 * a4.plan.width * a4.plan.height);
  });

  test("30 tables and 300 guests on A2: each table's guests under it at 9 pt or more, the plan filling the first sheet", () => {
    for (const orientation of ["landscape", "portrait"] as const) {
      const l = layout(LARGE, "a2", orientation);
      expect(l.nameSize).not.toBeNull();
      expect(l.nameSize!).toBeGreaterThanOrEqual(9);
      expect(l.pages.length).toBeLessThanOrEqual(2);
      expect(l.plan.width * l.plan.height).toBeGreaterThan(0.25 * l.page.width * l.page.height);
      expect(coverage(l).across).toBeGreaterThan(0.85);
      expect(coverage(l).down).toBeGreaterThan(0.85);
    }
  });

  test("no two tables' lists overlap, nor a list another table", () => {
    for (const [source, paper] of [
      [SMALL, "a4"],
      [LARGE, "a2"],
    ] as const) {
      const l = layout(source, paper, "portrait");
      const page = l.pages[0]!;
      const names = page.texts.filter((t) => t.role === "name");
      const owner = new Map(names.map((t) => [t, Math.round(t.x)]));
      const tables = page.shapes.filter((s) => s.style === "table");
      for (const t of names) {
        const b = box({ ...t, maxWidth: t.maxWidth * 0.98 });
        for (const s of tables) {
          const turn = (s.rotation * Math.PI) / 180;
          const [c, n] = [Math.abs(Math.cos(turn)), Math.abs(Math.sin(turn))];
          const halfW = (s.width * c + s.height * n) / 2;
          const halfH = (s.width * n + s.height * c) / 2;
          const apart =
            b.right <= s.cx - halfW ||
            b.left >= s.cx + halfW ||
            b.bottom <= s.cy - halfH ||
            b.top >= s.cy + halfH;
          expect(apart, `${t.text} over a table`).toBe(true);
        }
      }
      for (const a of names) {
        for (const b of names) {
          if (a === b || owner.get(a) === owner.get(b)) continue;
          const p = box({ ...a, maxWidth: a.maxWidth * 0.98 });
          const q = box({ ...b, maxWidth: b.maxWidth * 0.98 });
          const apart = p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
          expect(apart, `${a.text} / ${b.text}`).toBe(true);
        }
      }
    }
  });

  test("“Find your seat” lists everyone alphabetically by last name, continued on more sheets when needed", () => {
    const l = layout(event(60, 10), "a4");
    const find = texts(l, "find").map((t) => t.text);
    expect(find).toHaveLength(600);
    expect(find[0]).toMatch(/Dubois$/);
    expect(l.pages.length).toBeGreaterThan(1);
    expect(l.pages[1]!.texts.some((t) => t.text === "Find your seat (continued)")).toBe(true);
  });

  test("an event without tables or guests gets its title and nothing else", () => {
    const empty: PrintSource = {
      plan: { tables: [], venueElements: [], version: 1 },
      households: [],
      guests: [],
    };
    const l = layout(empty, "a3");
    expect(l.pages).toHaveLength(1);
    expect(l.pages[0]!.texts.map((t) => t.text)).toEqual(["Ana & Luis"]);
  });

  test("the title is the typed line, else the event's title", () => {
    const content = posterContent(SMALL, DEFAULT_PRINT_OPTIONS, "Ana & Luis");
    expect(content.title).toBe("Ana & Luis");
    expect(posterContent(SMALL, { ...DEFAULT_PRINT_OPTIONS, title: " A · L " }, "x").title).toBe("A · L");
  });
});
