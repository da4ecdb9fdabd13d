import { msg } from "../i18n/messages";

/**
 * Where a column of the file goes. `name` is the whole name; or the name is composed of its parts: title,
 * first, middle, last name and suffix. Files with one row per household name the row's other people in
 * partner columns (one column each) and companion columns (a child, a plus-one: each cell one more person).
 */
export const IMPORT_TARGETS = [
  "name",
  "title",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "email",
  "phone",
  "status",
  "table",
  "tableName",
  "seat",
  "dietaryRestrictions",
  "meal",
  "household",
  "partnerName",
  "partnerFirstName",
  "partnerLastName",
  "companion",
  "groups",
  "notes",
  "ignore",
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Targets several columns may feed (their values are joined); every other target takes one column. */
export const MULTI_COLUMN_TARGETS: ReadonlySet<ImportTarget> = new Set([
  "companion",
  "groups",
  "notes",
  "ignore",
]);

export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  name: msg("Name"),
  title: msg("Title (Mr, Dr…)"),
  firstName: msg("First name"),
  middleName: msg("Middle name"),
  lastName: msg("Last name"),
  suffix: msg("Suffix (Jr, III…)"),
  email: msg("Email"),
  phone: msg("Phone"),
  status: msg("Status (RSVP)"),
  table: msg("Table"),
  tableName: msg("Table name"),
  seat: msg("Seat"),
  dietaryRestrictions: msg("Dietary restrictions"),
  meal: msg("Meal"),
  household: msg("Household"),
  partnerName: msg("Partner's name"),
  partnerFirstName: msg("Partner's first name"),
  partnerLastName: msg("Partner's last name"),
  companion: msg("Another person (child, plus-one…)"),
  groups: msg("Groups"),
  notes: msg("Notes"),
  ignore: msg("Don't import"),
};

/** A header as compared: lower case, accents and punctuation gone, words single-spaced. "E-mail Address:" →
 * "e mail address". */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
