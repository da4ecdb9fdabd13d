import { z } from "zod";
import { GUEST_MESSAGES, guestStatusSchema, idSchema as id, MAX_GUESTS_PER_EVENT } from "./guests";

const guestIds = z
  .array(id(GUEST_MESSAGES.notFound), { error: "Choose at least one guest" })
  .min(1, "Choose at least one guest")
  .max(MAX_GUESTS_PER_EVENT, `At most ${MAX_GUESTS_PER_EVENT} guests at once`)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/events/:eventId/guests/bulk: one action on a selection, all of it or none of it. */
export const bulkGuestsSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("delete"), guestIds }),
    z.object({ action: z.literal("setStatus"), guestIds, status: guestStatusSchema }),
    z.object({ action: z.literal("addToGroup"), guestIds, groupId: id("Group not found") }),
    z.object({ action: z.literal("removeFromGroup"), guestIds, groupId: id("Group not found") }),
    z.object({
      action: z.literal("setHousehold"),
      guestIds,
      householdId: id("Household not found").nullable(),
    }),
  ],
  { error: "Action must be delete, setStatus, addToGroup, removeFromGroup or setHousehold" },
);
export type BulkGuestsInput = z.input<typeof bulkGuestsSchema>;
export type BulkGuests = z.output<typeof bulkGuestsSchema>;

export const bulkResultSchema = z.object({ affected: z.number() });
export type BulkResult = z.infer<typeof bulkResultSchema>;
