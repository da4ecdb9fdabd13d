import { z } from "zod";
import { TABLE_CAPACITY, TABLE_SHAPES, type TableShape } from "./constants";
import { msg, t } from "./i18n/messages";
import { baseVersionSchema } from "./team";
import { requiredText, text } from "./text";

/** The floor plan editor's messages, and the refusals the layout save adds. */
export const TABLE_MESSAGES = {
  loadFailed: msg("Failed to load tables"),
  saveFailed: msg("Failed to save table configuration"),
  saved: msg("Tables saved"),
  savedDescription: msg("Your wedding table configuration has been updated"),
  mapFailed: msg("Failed to update table map visibility"),
  mapEnabled: msg("Table map enabled for guests"),
  mapDisabled: msg("Table map disabled for guests"),
  tableNotFound: msg("Table not found"),
  elementNotFound: msg("Venue element not found"),
  duplicateId: msg("Each table and venue element must appear once"),
  capacityBelowSeated: (table: string, seated: number) =>
    t(
      "{seated, plural, one {{table} has # guest seated; its capacity cannot be lower than #.} other {{table} has # guests seated; its capacity cannot be lower than #.}}",
      { table, seated },
    ),
} as const;

/** The floor plan's world: positions are the centre of a table or element, in canvas pixels. */
export const CANVAS_SIZE_PX = 10_000;
export const MAX_TABLES = 1_000;
export const MAX_VENUE_ELEMENTS = 200;
export const TABLE_NAME_MAX = 100;
export const ELEMENT_LABEL_MAX = 60;
export const ELEMENT_SIZE = { min: 10, max: 2_000 } as const;
/** Client ids of rows not saved yet ("new-…"): the layout save inserts them. */
export const NEW_ID_PREFIX = "new-";

export const VENUE_ELEMENT_KINDS = ["dance_floor", "stage", "bar", "dj", "entrance", "label"] as const;
export type VenueElementKind = (typeof VENUE_ELEMENT_KINDS)[number];

export const VENUE_ELEMENT_DEFAULTS: Record<
  VenueElementKind,
  { label: string; width: number; height: number }
> = {
  dance_floor: { label: msg("Dance floor"), width: 240, height: 240 },
  stage: { label: msg("Stage"), width: 320, height: 120 },
  bar: { label: msg("Bar"), width: 200, height: 60 },
  dj: { label: msg("DJ"), width: 100, height: 80 },
  entrance: { label: msg("Entrance"), width: 120, height: 30 },
  label: { label: msg("Label"), width: 140, height: 40 },
};

export const isNewId = (id: string) => id.startsWith(NEW_ID_PREFIX);

/** Drawn sizes: round and oval are capacity × 8 px across (an oval is flattened to 60 % of that in
 * height, so it reads as an oval); rectangular is capacity × 10 by capacity × 5. */
export function tableSize(shape: TableShape, capacity: number): { width: number; height: number } {
  if (shape === "rectangular") return { width: capacity * 10, height: capacity * 5 };
  const across = capacity * 8;
  return shape === "oval"
    ? { width: across, height: Math.round(across * 0.6) }
    : { width: across, height: across };
}

/** Keeps an angle within [0, 360). */
export function normalizeRotation(degrees: number): number {
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned;
}

/** Hundredths of a pixel or degree are plenty, and rounding keeps every value storable as a `real`
 * (a denormal such as 1e-320 would underflow in PostgreSQL). */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** "{label} must be a number", the label (a msg()) and the message in the current language. */
const notANumber = (label: string) => () => t("{label} must be a number", { label: t(label) });
const between = (label: string, min: number, max: number) => () =>
  t("{label} must be between {min} and {max}", { label: t(label), min, max });

const coordinate = (label: string) =>
  z
    .number({ error: notANumber(label) })
    .min(0, { error: between(label, 0, CANVAS_SIZE_PX) })
    .max(CANVAS_SIZE_PX, { error: between(label, 0, CANVAS_SIZE_PX) })
    .transform(hundredths);

const positionSchema = z.object({ x: coordinate(msg("Position x")), y: coordinate(msg("Position y")) });
const ROTATION_RANGE = msg("Rotation must be at least 0 and under 360 degrees");
const rotationSchema = z
  .number({ error: msg("Rotation must be a number") })
  .min(0, ROTATION_RANGE)
  .lt(360, ROTATION_RANGE)
  .transform((degrees) => normalizeRotation(hundredths(degrees)));

/** A saved row's uuid or a client id `new-…`; anything else is refused before it reaches a query. */
const itemId = z
  .string({ error: msg("Id must be text") })
  .regex(
    /^(new-[\w-]{1,60}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
    msg("Id must be a saved id or start with 'new-'"),
  )
  // The database answers uuids in lower case; comparing them as text needs the same case.
  .transform((id) => (isNewId(id) ? id : id.toLowerCase()));

const CAPACITY_WHOLE = msg("Capacity must be a whole number");
const capacityRange = () =>
  t("Capacity must be between {min} and {max}", { min: TABLE_CAPACITY.min, max: TABLE_CAPACITY.max });

export const tableInputSchema = z.object({
  id: itemId,
  name: requiredText({
    label: msg("Table name"),
    max: TABLE_NAME_MAX,
    required: msg("Table name is required"),
  }),
  capacity: z
    .number({ error: CAPACITY_WHOLE })
    .int(CAPACITY_WHOLE)
    .min(TABLE_CAPACITY.min, { error: capacityRange })
    .max(TABLE_CAPACITY.max, { error: capacityRange }),
  shape: z.enum(TABLE_SHAPES, { error: msg("Shape must be round, rectangular or oval") }),
  position: positionSchema,
  rotation: rotationSchema.default(0),
  isHead: z.boolean({ error: msg("Head table must be true or false") }).default(false),
});
export type TableInput = z.input<typeof tableInputSchema>;

const elementSize = (label: string) =>
  z
    .number({ error: notANumber(label) })
    .min(ELEMENT_SIZE.min, { error: between(label, ELEMENT_SIZE.min, ELEMENT_SIZE.max) })
    .max(ELEMENT_SIZE.max, { error: between(label, ELEMENT_SIZE.min, ELEMENT_SIZE.max) })
    .transform(hundredths);

export const venueElementInputSchema = z.object({
  id: itemId,
  kind: z.enum(VENUE_ELEMENT_KINDS, { error: msg("Unknown venue element") }),
  label: text({ label: msg("Label"), max: ELEMENT_LABEL_MAX }),
  position: positionSchema,
  width: elementSize(msg("Width")),
  height: elementSize(msg("Height")),
  rotation: rotationSchema.default(0),
});
export type VenueElementInput = z.input<typeof venueElementInputSchema>;

/** PUT /api/events/:eventId/tables: the whole floor plan. Rows missing from it are deleted. */
export const saveFloorPlanSchema = z
  .object({
    tables: z
      .array(tableInputSchema, { error: msg("Tables must be a list") })
      .max(MAX_TABLES, { error: () => t("At most {max} tables", { max: MAX_TABLES }) }),
    venueElements: z
      .array(venueElementInputSchema, { error: msg("Venue elements must be a list") })
      .max(MAX_VENUE_ELEMENTS, {
        error: () => t("At most {max} venue elements", { max: MAX_VENUE_ELEMENTS }),
      })
      .default([]),
    /** The plan's `version` the layout was edited on (a stale one is refused, 409). */
    baseVersion: baseVersionSchema,
  })
  .refine(
    ({ tables, venueElements }) => {
      const ids = [...tables, ...venueElements].map((item) => item.id);
      return new Set(ids).size === ids.length;
    },
    { message: TABLE_MESSAGES.duplicateId, path: ["tables"] },
  );
export type SaveFloorPlanInput = z.input<typeof saveFloorPlanSchema>;

export const floorTableSchema = z.object({
  id: z.string(),
  /** Per event, 1, 2, …: what guests read as "Table {n}". */
  number: z.number(),
  name: z.string(),
  capacity: z.number(),
  shape: z.enum(TABLE_SHAPES),
  position: z.object({ x: z.number(), y: z.number() }),
  rotation: z.number(),
  isHead: z.boolean(),
  /** Guests assigned to the table. */
  seated: z.number(),
  /** Seat numbers taken, ascending. */
  occupiedSeats: z.array(z.number()),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

export const venueElementSchema = z.object({
  id: z.string(),
  kind: z.enum(VENUE_ELEMENT_KINDS),
  label: z.string(),
  position: z.object({ x: z.number(), y: z.number() }),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
});
export type VenueElement = z.infer<typeof venueElementSchema>;

/** GET and PUT /api/events/:eventId/tables. Tables by number. */
export const floorPlanSchema = z.object({
  tables: z.array(floorTableSchema),
  venueElements: z.array(venueElementSchema),
  /** Raised by every save of the plan (or tables made by an import): what a save sends as `baseVersion`. */
  version: z.number(),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

/** The PUT's answer: the saved plan, and the real id of each `new-…` client id. */
export type SavedFloorPlan = FloorPlan & { createdIds: Record<string, string> };
