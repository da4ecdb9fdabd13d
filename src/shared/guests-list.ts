import { z } from "zod";
import { guestSchema, tableOptionSchema } from "./guests";
import { guestGroupSchema, householdSchema } from "./guests-groups";

/** GET /api/events/:eventId/guests: the guests ordered by name, with the households, groups and tables they
 * point at, read in one go so the screen never shows a guest whose household it does not know. */
export const guestListSchema = z.object({
  guests: z.array(guestSchema),
  households: z.array(householdSchema),
  groups: z.array(guestGroupSchema),
  tables: z.array(tableOptionSchema),
});
export type GuestList = z.infer<typeof guestListSchema>;
