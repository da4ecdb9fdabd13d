import type { HistoryEntity, HistoryEntry, HistoryRowChange } from "@/shared/history";
import { isLocale, LOCALE_NAMES } from "@/shared/i18n/locales";
import { msg, t } from "@/shared/i18n/messages";
import { RULE_KIND_LABELS, RULE_STRENGTH_LABELS } from "@/shared/seating-rules";
import { activeLocale, formatDay } from "../format-date";

/** Names the history's rows point at by id, when the screen knows them (the guest list's households,
 * groups and guests); a table's name comes with the entry (`entry.tables`). */
export interface HistoryNames {
  guests?: ReadonlyMap<string, string>;
  households?: ReadonlyMap<string, string>;
  groups?: ReadonlyMap<string, string>;
}

/** A field's label as the app's forms name it (the same message ids, so the same translations); fields not
 * here are bookkeeping (ids, versions, times) or counted as "other details". */
const FIELD_LABELS: Partial<Record<HistoryEntity, Record<string, string>>> = {
  guest: {
    name: msg("Name"),
    email: msg("Email"),
    phone: msg("Phone"),
    status: msg("Status"),
    tableId: msg("Table"),
    seatNumber: msg("Seat"),
    householdId: msg("Household"),
    meal: msg("Meal"),
    dietaryRestrictions: msg("Dietary restrictions"),
    notes: msg("Notes"),
    seatLocked: msg("Pinned to their table"),
    seatNumberLocked: msg("Pinned to their seat"),
    arrivedAt: msg("Arrived"),
    walkIn: msg("Walk-in"),
  },
  table: {
    name: msg("Table name"),
    number: msg("Number"),
    capacity: msg("Capacity"),
    shape: msg("Shape"),
    rotation: msg("Rotation"),
    isHead: msg("Head table"),
  },
  venue_element: {
    label: msg("Label"),
    width: msg("Width"),
    height: msg("Height"),
    rotation: msg("Rotation"),
  },
  household: { name: msg("Name") },
  group: { name: msg("Name"), importance: msg("Importance") },
  group_member: { groupId: msg("Group"), guestId: msg("Guest") },
  rule: { kind: msg("Rule"), strength: msg("Strength"), guestAId: msg("Guest"), guestBId: msg("Guest") },
  event: {
    title: msg("Event title"),
    date: msg("Event date"),
    time: msg("Time"),
    description: msg("Description"),
    venue: msg("Venue name"),
    address: msg("Venue address"),
    coverImagePath: msg("Cover image"),
    guestCount: msg("Expected guest count"),
    eventType: msg("Event type"),
    isPublished: msg("Published"),
    showTableMap: msg("Show table map"),
    showDateTime: msg("Show date and time"),
    showVenue: msg("Show venue"),
    showDescription: msg("Show description"),
    headingFontStyle: msg("Heading font"),
    bodyFontStyle: msg("Body font"),
    accentColor: msg("Accent color"),
    guestListMode: msg("Guest list"),
    passcode: msg("Passcode"),
    languages: msg("Guest page languages"),
    themeId: msg("Theme"),
  },
  theme: {
    primaryColor: msg("Primary color"),
    secondaryColor: msg("Secondary color"),
    tertiaryColor: msg("Tertiary color"),
    headingFont: msg("Heading font"),
    bodyFont: msg("Body font"),
  },
};

/** Never shown: ids, versions, times, who saved last, order, and a position (said as one line). */
const BOOKKEEPING = new Set([
  "id",
  "eventId",
  "userId",
  "version",
  "createdAt",
  "updatedAt",
  "updatedBy",
  "sortOrder",
  "settingsVersion",
  "settingsUpdatedBy",
  "layoutVersion",
  "layoutUpdatedBy",
  "setupCompleted",
  "positionX",
  "positionY",
]);

/** Stored values as the screens name them (the stored value stays English). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { invited: msg("Invited"), confirmed: msg("Confirmed"), declined: msg("Declined") },
  shape: { round: msg("Round"), rectangular: msg("Rectangular"), oval: msg("Oval") },
  eventType: {
    wedding: msg("Wedding"),
    corporate: msg("Corporate"),
    birthday: msg("Birthday"),
    other: msg("Other"),
  },
  importance: { low: msg("Low"), normal: msg("Normal"), high: msg("High") },
  guestListMode: {
    all: msg("Every guest"),
    confirmed: msg("Confirmed guests only"),
    none: msg("Search only"),
  },
  headingFontStyle: { serif: msg("Serif"), sans: msg("Sans-serif") },
  bodyFontStyle: { serif: msg("Serif"), sans: msg("Sans-serif") },
  accentColor: { black: msg("Black"), gray: msg("Gray") },
  kind: RULE_KIND_LABELS,
  strength: RULE_STRENGTH_LABELS,
};

/** What an empty value reads as. */
export const NO_VALUE = "—";

/** A field's label, translated; undefined for bookkeeping and fields the app has no name for. */
export function fieldLabel(entity: HistoryEntity, field: string): string | undefined {
  const label = FIELD_LABELS[entity]?.[field];
  return label ? t(label) : undefined;
}

/** The name of the table a row points at, removed tables included. */
export function tableName(entry: Pick<HistoryEntry, "tables">, id: unknown): string {
  return typeof id === "string" ? (entry.tables[id] ?? t("Removed table")) : NO_VALUE;
}

function named(names: ReadonlyMap<string, string> | undefined, id: unknown, removed: string): string {
  if (typeof id !== "string") return NO_VALUE;
  return names?.get(id) ?? removed;
}

/** A field's value as the reader reads it: names for ids, words for states, the date in their language. */
export function fieldValue(
  field: string,
  value: unknown,
  entry: Pick<HistoryEntry, "tables">,
  names: HistoryNames,
): string {
  if (value === null || value === undefined || value === "") return NO_VALUE;
  if (field === "tableId") return tableName(entry, value);
  if (field === "householdId") return named(names.households, value, t("Removed household"));
  if (field === "groupId") return named(names.groups, value, t("Removed group"));
  if (field === "guestId" || field === "guestAId" || field === "guestBId")
    return named(names.guests, value, t("Removed guest"));
  // The passcode is the guest page's secret: History says it changed, not what it is.
  if (field === "passcode") return t("Set");
  if (field === "coverImagePath") return t("Image");
  if (field === "date" && typeof value === "string") return formatDay(value);
  if (field === "languages" && Array.isArray(value))
    return value.map((locale) => (isLocale(locale) ? LOCALE_NAMES[locale] : String(locale))).join(", ");
  if (typeof value === "boolean") return value ? t("Yes") : t("No");
  const label = typeof value === "string" ? VALUE_LABELS[field]?.[value] : undefined;
  if (label) return t(label);
  if (typeof value === "number") return new Intl.NumberFormat(activeLocale()).format(value);
  if (Array.isArray(value)) return value.map(String).join(", ");
  return typeof value === "object" ? NO_VALUE : String(value);
}

/** One line of a changed row: "Table: Table 3 → Table 5". */
export interface FieldLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** What an updated row's lines say, in the form's order; a moved table or element is one line; fields the
 * app has no name for are counted in `others`. */
export function changedFields(
  row: HistoryRowChange,
  entry: Pick<HistoryEntry, "tables">,
  names: HistoryNames,
): { lines: FieldLine[]; moved: boolean; others: number } {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const known = Object.keys(FIELD_LABELS[row.entity] ?? {});
  const lines: FieldLine[] = [];
  let others = 0;
  for (const field of fields.sort((a, b) => known.indexOf(a) - known.indexOf(b))) {
    const label = fieldLabel(row.entity, field);
    if (!label) {
      if (!BOOKKEEPING.has(field)) others += 1;
      continue;
    }
    lines.push({
      field,
      label,
      before: fieldValue(field, before[field], entry, names),
      after: fieldValue(field, after[field], entry, names),
    });
  }
  return { lines, moved: "positionX" in after || "positionY" in after, others };
}
