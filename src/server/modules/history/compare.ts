import type { ComparedGuest, Comparison, PlanElement, PlanSnapshot, PlanTable } from "@/shared/history";

type Row = Record<string, unknown>;

/** The fields of a guest, a table and an element that a comparison reports (snake_case, as stored). */
const GUEST_FIELDS = [
  "name",
  "email",
  "phone",
  "status",
  "dietary_restrictions",
  "notes",
  "household_id",
  "meal",
  "seat_locked",
] as const;
const TABLE_FIELDS = [
  "number",
  "name",
  "capacity",
  "shape",
  "position_x",
  "position_y",
  "rotation",
  "is_head",
];
const ELEMENT_FIELDS = [
  "kind",
  "label",
  "position_x",
  "position_y",
  "width",
  "height",
  "rotation",
  "sort_order",
];

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const byId = (rows: Row[]) => new Map(rows.map((row) => [String(row.id), row]));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const changedFields = (a: Row, b: Row, fields: readonly string[]) =>
  fields.filter((field) => !same(a[field], b[field])).map(camel);

const guestOf = (row: Row): ComparedGuest => ({
  id: String(row.id),
  name: String(row.name),
  tableId: (row.table_id as string | null) ?? null,
  seatNumber: (row.seat_number as number | null) ?? null,
});

const groupsOf = (snapshot: PlanSnapshot) => {
  const groups = new Map<string, string[]>();
  for (const [guestId, groupId] of snapshot.members)
    groups.set(guestId, [...(groups.get(guestId) ?? []), groupId]);
  return groups;
};

const planTable = (row: Row): PlanTable => ({
  id: String(row.id),
  number: Number(row.number),
  name: String(row.name),
  capacity: Number(row.capacity),
  shape: String(row.shape),
  positionX: Number(row.position_x),
  positionY: Number(row.position_y),
  rotation: Number(row.rotation),
  isHead: Boolean(row.is_head),
});

const planElement = (row: Row): PlanElement => ({
  id: String(row.id),
  kind: String(row.kind),
  label: String(row.label ?? ""),
  positionX: Number(row.position_x),
  positionY: Number(row.position_y),
  width: Number(row.width),
  height: Number(row.height),
  rotation: Number(row.rotation),
});

/** Added, removed and changed rows of one kind between two copies. */
function diffRows(from: Row[], to: Row[], fields: readonly string[]) {
  const before = byId(from);
  const after = byId(to);
  return {
    added: to.filter((row) => !before.has(String(row.id))),
    removed: from.filter((row) => !after.has(String(row.id))),
    changed: to.flatMap((row) => {
      const old = before.get(String(row.id));
      const fieldsChanged = old ? changedFields(old, row, fields) : [];
      return fieldsChanged.length ? [{ row, fields: fieldsChanged }] : [];
    }),
  };
}

/** What differs between two copies of a plan (a version and another, or a version and now). */
export function compareSnapshots(from: PlanSnapshot, to: PlanSnapshot): Comparison {
  const guests = diffRows(from.guests, to.guests, GUEST_FIELDS);
  const fromGroups = groupsOf(from);
  const toGroups = groupsOf(to);
  const beforeGuests = byId(from.guests);
  const moved: Comparison["guests"]["moved"] = [];
  const changed: Comparison["guests"]["changed"] = guests.changed.map(({ row, fields }) => ({
    id: String(row.id),
    name: String(row.name),
    fields,
  }));
  for (const row of to.guests) {
    const old = beforeGuests.get(String(row.id));
    if (!old) continue;
    if (!same(old.table_id, row.table_id) || !same(old.seat_number, row.seat_number))
      moved.push({ id: String(row.id), name: String(row.name), from: guestOf(old), to: guestOf(row) });
    const groupsBefore = (fromGroups.get(String(row.id)) ?? []).sort();
    const groupsAfter = (toGroups.get(String(row.id)) ?? []).sort();
    if (!same(groupsBefore, groupsAfter)) {
      const entry = changed.find((guest) => guest.id === row.id);
      if (entry) entry.fields.push("groups");
      else changed.push({ id: String(row.id), name: String(row.name), fields: ["groups"] });
    }
  }
  const tables = diffRows(from.tables, to.tables, TABLE_FIELDS);
  const households = diffRows(from.households, to.households, ["name"]);
  const groups = diffRows(from.groups, to.groups, ["name", "importance"]);
  const rules = diffRows(from.rules, to.rules, ["kind", "strength"]);
  const elements = diffRows(from.elements, to.elements, ELEMENT_FIELDS);
  const tableNames: Record<string, string> = {};
  for (const row of [...from.tables, ...to.tables]) tableNames[String(row.id)] = String(row.name);
  const seated: Record<string, number> = {};
  for (const row of to.guests)
    if (typeof row.table_id === "string") seated[row.table_id] = (seated[row.table_id] ?? 0) + 1;
  const comparison: Comparison = {
    guests: {
      added: guests.added.map(guestOf),
      removed: guests.removed.map(guestOf),
      moved,
      changed,
    },
    tables: {
      added: tables.added.map((row) => ({ id: String(row.id), name: String(row.name) })),
      removed: tables.removed.map((row) => ({ id: String(row.id), name: String(row.name) })),
      changed: tables.changed.map(({ row, fields }) => ({
        id: String(row.id),
        name: String(row.name),
        fields,
      })),
    },
    households: {
      added: households.added.map((row) => String(row.name)),
      removed: households.removed.map((row) => String(row.name)),
    },
    groups: {
      added: groups.added.map((row) => String(row.name)),
      removed: groups.removed.map((row) => String(row.name)),
    },
    rules: { added: rules.added.length + rules.changed.length, removed: rules.removed.length },
    elements: {
      added: elements.added.length,
      removed: elements.removed.length,
      changed: elements.changed.length,
    },
    tableNames,
    plan: { tables: to.tables.map(planTable), elements: to.elements.map(planElement), seated },
    empty: false,
  };
  comparison.empty =
    [
      comparison.guests.added,
      comparison.guests.removed,
      comparison.guests.moved,
      comparison.guests.changed,
      comparison.tables.added,
      comparison.tables.removed,
      comparison.tables.changed,
      comparison.households.added,
      comparison.households.removed,
      comparison.groups.added,
      comparison.groups.removed,
    ].every((list) => list.length === 0) &&
    comparison.rules.added + comparison.rules.removed === 0 &&
    comparison.elements.added + comparison.elements.removed + comparison.elements.changed === 0 &&
    households.changed.length + groups.changed.length === 0;
  return comparison;
}
