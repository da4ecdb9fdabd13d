import type { PrintSource } from "@/shared/print/options";

/** A made-up event of `guests` guests at tables of 10 in rows, names in several scripts (for the benchmark). */
const FIRST = [
  "Ana",
  "Luis",
  "Zoë",
  "Jürgen",
  "Иван",
  "Ольга",
  "Γιώργος",
  "Ελένη",
  "Siobhán",
  "Łukasz",
  "Nguyễn",
  "Chloé",
];
const LAST = [
  "García",
  "Müller",
  "Петров",
  "Παπαδόπουλος",
  "O'Brien",
  "Kowalski",
  "Dubois",
  "Smith",
  "Lefèvre",
  "Wolfeschlegelsteinhausenbergerdorff",
];
const MEALS = ["Beef", "Fish", "Vegetarian", null];

export function sampleEvent(guests: number): PrintSource {
  const perTable = 10;
  const tableCount = Math.ceil(guests / perTable);
  const columns = Math.ceil(Math.sqrt(tableCount * 1.5));
  const tables = Array.from({ length: tableCount }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    number: i + 1,
    name: `Table ${i + 1}`,
    capacity: perTable,
    shape: (i % 5 === 0 ? "rectangular" : "round") as "round" | "rectangular",
    position: { x: 150 + (i % columns) * 180, y: 250 + Math.floor(i / columns) * 200 },
    rotation: 0,
    isHead: i === 0,
    seated: 0,
    occupiedSeats: [],
  }));
  return {
    plan: {
      tables,
      version: 1,
      venueElements: [
        {
          id: "e1",
          kind: "dance_floor",
          label: "Dance floor", // i18n-ignore: sample data, as an owner would type it
          position: { x: 150 + columns * 90, y: 80 },
          width: 240,
          height: 100,
          rotation: 0,
        },
      ],
    },
    households: [{ id: "h-0", name: "The García Family" }],
    guests: Array.from({ length: guests }, (_, i) => ({
      id: `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      name: `${FIRST[i % FIRST.length]}${i >= 120 ? ` ${i}` : ""} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      status: i % 7 === 0 ? "invited" : "confirmed",
      tableId: tables[Math.floor(i / perTable)]?.id ?? null,
      seatNumber: (i % perTable) + 1,
      householdId: i < 2 ? "h-0" : null,
      meal: MEALS[i % MEALS.length] ?? null,
      dietaryRestrictions: i % 9 === 0 ? "Vegetarian; nut allergy" : i % 13 === 0 ? "Gluten-free" : null,
    })),
  };
}
