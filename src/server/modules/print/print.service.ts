import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { printSnapshots } from "@/server/db/schema";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import type { PrintOptions } from "@/shared/print/options";
import {
  type PrintSnapshot,
  type PrintSnapshots,
  SNAPSHOT_KINDS,
  type SnapshotCard,
  type SnapshotKind,
} from "@/shared/print/snapshot";

const columns = {
  kind: printSnapshots.kind,
  cards: printSnapshots.cards,
  options: printSnapshots.options,
  printedAt: printSnapshots.printedAt,
};

type Row = { kind: SnapshotKind; cards: SnapshotCard[]; options: PrintOptions; printedAt: Date };
const toSnapshot = (row: Row): PrintSnapshot => ({
  ...row,
  printedAt: row.printedAt.toISOString(),
});

/** The last escort and place cards printed for the owner's event (null for a kind never printed). */
export async function listPrintSnapshots(db: Db, userId: string, eventId: string): Promise<PrintSnapshots> {
  await memberEvent(db, userId, eventId);
  const rows = await db.select(columns).from(printSnapshots).where(eq(printSnapshots.eventId, eventId));
  const found = new Map(rows.map((row) => [row.kind, toSnapshot(row)]));
  return Object.fromEntries(SNAPSHOT_KINDS.map((kind) => [kind, found.get(kind) ?? null])) as PrintSnapshots;
}

/** Remembers `cards` as what is now printed, replacing the kind's previous print. */
export async function savePrintSnapshot(
  db: Db,
  userId: string,
  eventId: string,
  kind: SnapshotKind,
  { cards, options }: { cards: SnapshotCard[]; options: PrintOptions },
): Promise<PrintSnapshot> {
  return db.transaction(async (tx) => {
    await memberEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "print.save", ["print"]);
    const printedAt = new Date();
    const [row] = await tx
      .insert(printSnapshots)
      .values({ eventId, kind, cards, options, printedAt })
      .onConflictDoUpdate({
        target: [printSnapshots.eventId, printSnapshots.kind],
        set: { cards, options, printedAt },
      })
      .returning(columns);
    if (!row) throw new Error("upsert into print_snapshots returned no row");
    return toSnapshot(row);
  });
}

/** Forgets a kind's last print (the next changes-only print then has nothing to compare with). */
export async function deletePrintSnapshot(db: Db, userId: string, eventId: string, kind: SnapshotKind) {
  await db.transaction(async (tx) => {
    await memberEvent(tx, userId, eventId);
    await recordChange(tx, eventId, userId, "print.delete", ["print"]);
    await tx
      .delete(printSnapshots)
      .where(and(eq(printSnapshots.eventId, eventId), eq(printSnapshots.kind, kind)));
  });
}
