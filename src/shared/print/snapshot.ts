import { z } from "zod";
import { MAX_GUESTS_PER_EVENT } from "../guests";
import { msg, t } from "../i18n/messages";
import { pathParam, text } from "../text";
import type { Card } from "./documents";
import { printOptionsSchema } from "./options";

/** "Reprint only what changed": the server keeps, per event, the last escort and place cards printed. */

export const SNAPSHOT_KINDS = ["escort", "place"] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

export const snapshotCardSchema = z.object({
  key: text({ label: msg("Card key"), max: 40 }).pipe(
    z.string().regex(/^[gh]:[\w-]{1,36}$/, msg("Unknown card key")),
  ),
  name: text({ label: msg("Name"), max: 300 }),
  table: text({ label: msg("Table"), max: 120 }),
  meal: text({ label: msg("Meal"), max: 120 })
    .nullable()
    .default(null),
});
export type SnapshotCard = z.infer<typeof snapshotCardSchema>;

/** PUT /api/events/:eventId/print-snapshots/:kind: the cards as they are now printed, and how. */
export const saveSnapshotSchema = z
  .object({
    options: printOptionsSchema,
    cards: z.array(snapshotCardSchema, { error: msg("Cards must be a list") }).max(MAX_GUESTS_PER_EVENT, {
      error: () =>
        t("At most {count, plural, one {# card} other {# cards}}", { count: MAX_GUESTS_PER_EVENT }),
    }),
  })
  .refine(({ cards }) => new Set(cards.map((card) => card.key)).size === cards.length, {
    message: msg("Each card must appear once"),
    path: ["cards"],
  });
export type SaveSnapshotInput = z.input<typeof saveSnapshotSchema>;

export const snapshotKindParamSchema = z.object({
  eventId: pathParam("Event id"),
  kind: z.enum(SNAPSHOT_KINDS, { error: msg("Kind must be escort or place") }),
});

export const printSnapshotSchema = z.object({
  kind: z.enum(SNAPSHOT_KINDS),
  cards: z.array(snapshotCardSchema),
  options: printOptionsSchema,
  printedAt: z.string(),
});
export type PrintSnapshot = z.infer<typeof printSnapshotSchema>;

/** GET /api/events/:eventId/print-snapshots: the last print of each kind, or null. */
export type PrintSnapshots = Record<SnapshotKind, PrintSnapshot | null>;

export const toSnapshotCard = (card: Card): SnapshotCard => ({
  key: card.key,
  name: card.name,
  table: card.table,
  meal: card.meal,
});

export interface CardChanges {
  /** Cards to print again: new ones and those whose name, table or meal changed. */
  reprint: Card[];
  /** What to do at the venue, one line each. */
  swaps: { key: string; name: string; action: "new" | "changed" | "remove"; from?: string; to?: string }[];
}

const describeCard = (card: Pick<SnapshotCard, "table" | "meal">) =>
  card.meal ? `${card.table} · ${card.meal}` : card.table;

/** The difference between the cards last printed and the cards as they are now. */
export function diffCards(printed: SnapshotCard[], current: Card[]): CardChanges {
  const before = new Map(printed.map((card) => [card.key, card]));
  const now = new Set(current.map((card) => card.key));
  const changes: CardChanges = { reprint: [], swaps: [] };
  for (const card of current) {
    const old = before.get(card.key);
    if (!old) {
      changes.reprint.push(card);
      changes.swaps.push({ key: card.key, name: card.name, action: "new", to: describeCard(card) });
    } else if (old.name !== card.name || old.table !== card.table || (old.meal ?? null) !== card.meal) {
      changes.reprint.push(card);
      changes.swaps.push({
        key: card.key,
        name: card.name,
        action: "changed",
        from: describeCard(old),
        to: describeCard(card),
      });
    }
  }
  for (const old of printed) {
    if (!now.has(old.key))
      changes.swaps.push({ key: old.key, name: old.name, action: "remove", from: describeCard(old) });
  }
  return changes;
}
