import { msg } from "../i18n/messages";

/** Where a column of the file goes. `name` is the whole name; the name parts (`title`, `firstName`,
 * `middleName`, `lastName`, `suffix`) are joined into it. The partner columns and each `companion` cell
 * (Child 1…5, Plus One, Guest) are more people of the row's household. */
export const IMPORT_TARGETS = [
  "name",
  "title",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "partnerName",
  "partnerFirstName",
  "partnerLastName",
  "companion",
  "email",
  "phone",
  "status",
  "table",
  "tableName",
  "seat",
  "dietaryRestrictions",
  "meal",
  "household",
  "groups",
  "notes",
  "ignore",
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Targets several columns may feed (their values are joined); every other target takes one column. */
export const MULTI_COLUMN_TARGETS: ReadonlySet<ImportTarget> = new Set([
  "groups",
  "notes",
  "companion",
  "ignore",
]);

export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  name: msg("Name"),
  title: msg("Title"),
  firstName: msg("First name"),
  middleName: msg("Middle name"),
  lastName: msg("Last name"),
  suffix: msg("Suffix"),
  partnerName: msg("Partner's name"),
  partnerFirstName: msg("Partner's first name"),
  partnerLastName: msg("Partner's last name"),
  companion: msg("Child or plus-one (one more guest)"),
  email: msg("Email"),
  phone: msg("Phone"),
  status: msg("Status (RSVP)"),
  table: msg("Table"),
  tableName: msg("Table name"),
  seat: msg("Seat"),
  dietaryRestrictions: msg("Dietary restrictions"),
  meal: msg("Meal"),
  household: msg("Household"),
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
