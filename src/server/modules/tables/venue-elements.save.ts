import { randomUUID } from "node:crypto";
import { and, eq, notInArray } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "@/server/db/client";
import { venueElements } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isNewId, type saveFloorPlanSchema, TABLE_MESSAGES } from "@/shared/tables";

type ElementInput = z.output<typeof saveFloorPlanSchema>["venueElements"][number];

/** `sortOrder` keeps the plan's order, which is also the drawing order (later ones on top). */
const columns = (element: ElementInput, sortOrder: number) => ({
  sortOrder,
  kind: element.kind,
  label: element.label,
  positionX: element.position.x,
  positionY: element.position.y,
  width: element.width,
  height: element.height,
  rotation: element.rotation,
});

/** The venue elements part of a floor-plan save, inside its transaction. A plan has a few dozen elements
 * at most, so each kept one is updated on its own. Answers the real id of each `new-…` element. */
export async function saveVenueElements(
  tx: Tx,
  eventId: string,
  input: ElementInput[],
): Promise<Record<string, string>> {
  const existing = await tx
    .select({ id: venueElements.id })
    .from(venueElements)
    .where(eq(venueElements.eventId, eventId));
  const known = new Set(existing.map((row) => row.id));
  const kept = input.filter((element) => !isNewId(element.id));
  if (kept.some((element) => !known.has(element.id))) {
    throw new AppError("not_found", TABLE_MESSAGES.elementNotFound);
  }

  const keptIds = kept.map((element) => element.id);
  await tx
    .delete(venueElements)
    .where(
      keptIds.length > 0
        ? and(eq(venueElements.eventId, eventId), notInArray(venueElements.id, keptIds))
        : eq(venueElements.eventId, eventId),
    );
  for (const element of kept) {
    await tx
      .update(venueElements)
      .set(columns(element, input.indexOf(element)))
      .where(and(eq(venueElements.id, element.id), eq(venueElements.eventId, eventId)));
  }

  const added = input.filter((element) => isNewId(element.id));
  const createdIds: Record<string, string> = {};
  if (added.length > 0) {
    await tx.insert(venueElements).values(
      added.map((element) => {
        const id = randomUUID();
        createdIds[element.id] = id;
        return { id, eventId, ...columns(element, input.indexOf(element)) };
      }),
    );
  }
  return createdIds;
}
