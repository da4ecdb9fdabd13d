import { z } from "zod";
import { msg } from "./i18n/messages";
import { pathParam, requiredText } from "./text";

/** Households (people seated together) and groups (the owner's tags): their names and schemas. */

export const HOUSEHOLD_NAME_MAX = 100;
export const GROUP_NAME_MAX = 60;

export const GROUP_IMPORTANCES = ["low", "normal", "high"] as const;
export type GroupImportance = (typeof GROUP_IMPORTANCES)[number];
export const DEFAULT_GROUP_IMPORTANCE: GroupImportance = "normal";
/** How much auto-seat weighs keeping a group together. */
export const GROUP_IMPORTANCE_WEIGHT: Record<GroupImportance, number> = { low: 1, normal: 2, high: 4 };

/** A CSV cell lists several groups separated by these (the export joins with "; "), so a name holds none. */
export const GROUP_SEPARATORS = /[;|,]/;

export const GROUPING_MESSAGES = {
  householdNameRequired: msg("Household name is required"),
  groupNameRequired: msg("Group name is required"),
  groupSeparator: msg("Group name cannot contain ; | or ,"),
  householdExists: msg("A household with this name already exists"),
  groupExists: msg("A group with this name already exists"),
  householdNotFound: msg("Household not found"),
  groupNotFound: msg("Group not found"),
  importance: msg("Importance must be low, normal or high"),
} as const;

export const householdNameSchema = requiredText({
  label: msg("Household name"),
  max: HOUSEHOLD_NAME_MAX,
  required: GROUPING_MESSAGES.householdNameRequired,
});

export const groupNameSchema = requiredText({
  label: msg("Group name"),
  max: GROUP_NAME_MAX,
  required: GROUPING_MESSAGES.groupNameRequired,
}).refine((name) => !GROUP_SEPARATORS.test(name), GROUPING_MESSAGES.groupSeparator);

const importanceSchema = z.enum(GROUP_IMPORTANCES, { error: GROUPING_MESSAGES.importance });

/** POST and PATCH /api/events/:eventId/households(/:householdId). */
export const householdInputSchema = z.object({ name: householdNameSchema });
export type HouseholdInput = z.input<typeof householdInputSchema>;

/** POST /api/events/:eventId/groups. */
export const createGroupSchema = z.object({
  name: groupNameSchema,
  importance: importanceSchema.default(DEFAULT_GROUP_IMPORTANCE),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;

/** PATCH /api/events/:eventId/groups/:groupId: rename, set importance, or both. */
export const updateGroupSchema = z.object({ name: groupNameSchema, importance: importanceSchema }).partial();
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;

export const householdIdParamSchema = z.object({
  eventId: pathParam("Event id"),
  householdId: pathParam("Household id"),
});
export const groupIdParamSchema = z.object({
  eventId: pathParam("Event id"),
  groupId: pathParam("Group id"),
});

export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  guestCount: z.number(),
});
export type Household = z.infer<typeof householdSchema>;

export const guestGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  importance: z.enum(GROUP_IMPORTANCES),
  guestCount: z.number(),
});
export type GuestGroup = z.infer<typeof guestGroupSchema>;

/** The key two names are "the same" by: the database's unique index compares lower(name). */
export function nameKey(name: string): string {
  return name.toLowerCase();
}
