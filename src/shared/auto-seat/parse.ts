import { z } from "zod";
import { TABLE_SHAPES } from "./seat-graph";
import type { Instance, SeatProblem } from "./types";

/**
 * Reads an instance (docs/auto-seat-format.md) from anything (JSON.parse output, or one the product built)
 * and names the first field that is wrong. Ids are kept exactly as written (no trimming: ids may be any
 * string, and the plan must name the same ids), so the shared text rule does not apply here.
 */

const missingOr = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is missing" : message;

const idSchema = z.string({ error: missingOr("must be text") });
// i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
const optionalText = z.string({ error: "must be text" }).nullish();
const SEATS = "must be a whole number of seats, 1 or more";
const SHAPES = 'must be "round", "rect" or "row"';
const SEAT = "must be a whole seat number, 1 or more";

const tableSchema = z.object(
  {
    id: idSchema,
    capacity: z
      .number({ error: missingOr(SEATS) })
      .int({ error: SEATS })
      .min(1, { error: SEATS }),
    name: optionalText,
    shape: z.enum(TABLE_SHAPES, { error: SHAPES }).nullish(),
  },
  // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
  { error: "must be an object with an id and a capacity" },
);

const guestSchema = z.object(
  {
    id: idSchema,
    party: optionalText,
    // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
    groups: z.array(z.string({ error: "must be text" }), { error: "must be a list of group ids" }).nullish(),
    table: optionalText,
    seat: z.number({ error: SEAT }).int({ error: SEAT }).min(1, { error: SEAT }).nullish(),
    name: optionalText,
  },
  // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
  { error: "must be an object with an id" },
);

const groupSchema = z.object(
  // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
  { id: idSchema, weight: z.number({ error: "must be a number" }).nullish() },
  // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
  { error: "must be an object with an id" },
);

const WEIGHT = "must be a number greater than 0";
const ruleSchema = z.object(
  {
    a: idSchema,
    b: idSchema,
    kind: z.enum(["together", "apart", "next-to"], {
      error: missingOr('must be "together", "apart" or "next-to"'),
    }),
    // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
    hard: z.boolean({ error: "must be true or false" }).nullish(),
    weight: z.number({ error: WEIGHT }).positive({ error: WEIGHT }).nullish(),
  },
  // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
  { error: "must be an object with a, b and kind" },
);

const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: missingOr(`must be a list of ${what}`) });

const instanceSchema = z.object(
  {
    tables: list(tableSchema, "tables"),
    guests: list(guestSchema, "guests"),
    groups: list(groupSchema, "groups").nullish(),
    rules: list(ruleSchema, "rules").nullish(),
  },
  // i18n-ignore: the solver's file format speaks English (docs/auto-seat-format.md)
  { error: "must be an object with tables and guests lists" },
);

export type ParseResult = { ok: true; instance: Instance } | { ok: false; problem: SeatProblem };

/** `guests[3].table` from zod's path. */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "instance";
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

const quote = (id: string) => JSON.stringify(id);

function malformed(field: string, message: string): ParseResult {
  return { ok: false, problem: { kind: "malformed", field, message } };
}

export function parseInstance(raw: unknown): ParseResult {
  const parsed = instanceSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return malformed(fieldName(issue.path), issue.message);
  }
  const data = parsed.data;

  const tableAt = new Map<string, number>();
  for (const [index, table] of data.tables.entries()) {
    const first = tableAt.get(table.id);
    if (first !== undefined)
      return malformed(
        `tables[${index}].id`,
        `duplicate table id ${quote(table.id)} (also tables[${first}])`,
      );
    tableAt.set(table.id, index);
  }
  const groupAt = new Map<string, number>();
  for (const [index, group] of (data.groups ?? []).entries()) {
    const first = groupAt.get(group.id);
    if (first !== undefined)
      return malformed(
        `groups[${index}].id`,
        `duplicate group id ${quote(group.id)} (also groups[${first}])`,
      );
    groupAt.set(group.id, index);
  }
  const guestAt = new Map<string, number>();
  for (const [index, guest] of data.guests.entries()) {
    const first = guestAt.get(guest.id);
    if (first !== undefined)
      return malformed(
        `guests[${index}].id`,
        `duplicate guest id ${quote(guest.id)} (also guests[${first}])`,
      );
    guestAt.set(guest.id, index);
    if (guest.table != null && !tableAt.has(guest.table))
      return malformed(`guests[${index}].table`, `no table has the id ${quote(guest.table)}`);
    if (guest.seat != null && guest.table == null)
      return malformed(
        `guests[${index}].seat`,
        "needs the guest's table: a guest is locked to a seat of the table they are locked to",
      );
  }
  for (const [index, rule] of (data.rules ?? []).entries()) {
    if (!guestAt.has(rule.a)) return malformed(`rules[${index}].a`, `no guest has the id ${quote(rule.a)}`);
    if (!guestAt.has(rule.b)) return malformed(`rules[${index}].b`, `no guest has the id ${quote(rule.b)}`);
    if (rule.a === rule.b) return malformed(`rules[${index}].b`, "must be a different guest from a");
  }

  return {
    ok: true,
    instance: {
      tables: data.tables.map(({ id, capacity, name, shape }) => ({
        id,
        capacity,
        ...(name != null && { name }),
        ...(shape != null && { shape }),
      })),
      guests: data.guests.map(({ id, party, groups, table, seat, name }) => ({
        id,
        groups: [...new Set(groups ?? [])],
        ...(party != null && { party }),
        ...(table != null && { table }),
        ...(seat != null && { seat }),
        ...(name != null && { name }),
      })),
      groups: (data.groups ?? []).map(({ id, weight }) => ({ id, weight: weight ?? 1 })),
      rules: (data.rules ?? []).map(({ a, b, kind, hard, weight }) => ({
        a,
        b,
        kind,
        hard: hard ?? false,
        weight: weight ?? 10,
      })),
    },
  };
}
