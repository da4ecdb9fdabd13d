// A realistic guest list of any size as CSV (our export's columns): households of 1 to 5, a few groups,
// statuses, tables of 10 for 60% of the guests, meals and notes. Shared by the guest benchmarks.
const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Ava",
  "Elijah",
  "Sophia",
  "James",
  "Isabella",
  "Lucas",
  "Mia",
  "Mateo",
  "Zoë",
  "José",
  "Anaïs",
  "Björn",
  "Priya",
  "Wei",
  "Fatima",
  "Kwame",
];
const LAST = [
  "Smith",
  "García",
  "Chen",
  "Okafor",
  "Müller",
  "Rossi",
  "Nguyễn",
  "Kowalski",
  "O'Brien",
  "Patel",
  "Johansson",
  "Dubois",
  "Silva",
  "Kim",
  "Haddad",
];
const GROUPS = [
  "Bride's family",
  "Groom's family",
  "College friends",
  "Work",
  "Neighbours",
  "Choir",
  "Football club",
  "Childhood friends",
];
const MEALS = ["Beef", "Fish", "Vegetarian", "Vegan", "Chicken", ""];
const STATUSES = ["invited", "confirmed", "confirmed", "declined"];

/** Deterministic, so runs compare. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function guestCsv(count, { seed = 42, seatedShare = 0.6 } = {}) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const lines = [
    "name,email,phone,table_number,seat_number,status,dietary_restrictions,notes,household,groups,meal",
  ];
  const seated = Math.floor(count * seatedShare);
  let household = 0;
  let left = 0;
  let family = "";
  for (let i = 0; i < count; i++) {
    if (left === 0) {
      household += 1;
      left = 1 + Math.floor(next() * 5);
      family = pick(LAST);
    }
    left -= 1;
    const first = pick(FIRST);
    const name = `${first} ${family} ${i + 1}`;
    const email =
      next() < 0.7 ? `${first}.${family}.${i + 1}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, "") : "";
    const groups = next() < 0.8 ? [pick(GROUPS), ...(next() < 0.3 ? [pick(GROUPS)] : [])] : [];
    const table = i < seated ? String(Math.floor(i / 10) + 1) : "";
    const seat = i < seated ? String((i % 10) + 1) : "";
    const notes = next() < 0.1 ? `"Arrives ${1 + Math.floor(next() * 12)}pm, needs parking"` : "";
    const dietary = next() < 0.15 ? pick(["Gluten-free", "Nut allergy", "Lactose intolerant", "Halal"]) : "";
    lines.push(
      [
        name,
        email,
        next() < 0.5 ? `+1 555 ${String(i).padStart(4, "0")}` : "",
        table,
        seat,
        pick(STATUSES),
        dietary,
        notes,
        `${family} household ${household}`,
        [...new Set(groups)].join("; "),
        pick(MEALS),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
