import { z } from "zod";
import { GUEST_MESSAGES, guestStatusSchema, idSchema as id, MAX_GUESTS_PER_EVENT } from "./guests";
import { GROUPING_MESSAGES } from "./guests-groups";
import { msg, t } from "./i18n/messages";

export const BULK_MESSAGES = {
  noGuests: msg("Choose at least one guest"),
  tooMany: () => t("At most {max} guests at once", { max: MAX_GUESTS_PER_EVENT }),
  action: msg("Action must be delete, setStatus, addToGroup, removeFromGroup or setHousehold"),
} as const;

const guestIds = z
  .array(id(GUEST_MESSAGES.notFound), { error: BULK_MESSAGES.noGuests })
  .min(1, BULK_MESSAGES.noGuests)
  .max(MAX_GUESTS_PER_EVENT, { error: BULK_MESSAGES.tooMany })
  .transform((ids) => [...new Set(ids)]);

/** POST /api/events/:eventId/guests/bulk: one action on a selection, all of it or none of it. */
export const bulkGuestsSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("delete"), guestIds }),
    z.object({ action: z.literal("setStatus"), guestIds, status: guestStatusSchema }),
    z.object({ action: z.literal("addToGroup"), guestIds, groupId: id(GROUPING_MESSAGES.groupNotFound) }),
    z.object({
      action: z.literal("removeFromGroup"),
      guestIds,
      groupId: id(GROUPING_MESSAGES.groupNotFound),
    }),
    z.object({
      action: z.literal("setHousehold"),
      guestIds,
      householdId: id(GROUPING_MESSAGES.householdNotFound).nullable(),
    }),
  ],
  { error: BULK_MESSAGES.action },
);
export type BulkGuestsInput = z.input<typeof bulkGuestsSchema>;
export type BulkGuests = z.output<typeof bulkGuestsSchema>;

export const bulkResultSchema = z.object({ affected: z.number() });
export type BulkResult = z.infer<typeof bulkResultSchema>;
