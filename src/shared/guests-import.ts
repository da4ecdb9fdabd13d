import { z } from "zod";
import type { SkippedRow } from "./csv/choose-rows";
import { CSV_MESSAGES, MAX_IMPORT_ROWS } from "./csv/errors";
import { MERGE_MODES } from "./csv/merge";
import { IMPORT_TARGETS, type ImportTarget } from "./csv/targets";
import { msg } from "./i18n/messages";

/** The multipart form of POST /api/events/:eventId/guests/import. */

const flag = (byDefault: "true" | "false") =>
  z
    .enum(["true", "false"], { error: msg("Must be true or false") })
    .default(byDefault)
    .transform((value) => value === "true");

/** The preview's column mapping, one target per column of the file, as JSON. Absent: the server recognises
 * the headers itself, as the preview would have. */
const mapping = z
  .string()
  .max(64 * 1024, CSV_MESSAGES.badMapping)
  .transform((text, ctx): ImportTarget[] => {
    try {
      const parsed = z.array(z.enum(IMPORT_TARGETS)).max(1000).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: "custom", message: CSV_MESSAGES.badMapping });
    return z.NEVER;
  })
  .optional();

/** A comma-separated list (form field or query parameter), each item checked by `item`. */
const list = (item: z.ZodString, message: string) =>
  z
    .string()
    .max(MAX_IMPORT_ROWS * 40, message)
    .transform((text) => (text.trim() === "" ? [] : text.split(",").map((part) => part.trim())))
    .pipe(z.array(item).max(MAX_IMPORT_ROWS, message))
    .default([]);

export const IMPORT_MERGE_MESSAGES = {
  mode: msg("Mode must be add, update or replace"),
  exclude: msg("Rows to leave out must be row numbers, separated by commas"),
  keep: msg("Guests to keep must be guest ids, separated by commas"),
} as const;

/** Re-import into a list with guests (src/shared/csv/merge.ts): the mode (new guests only by default), the
 * rows left out ("12", or "12.2" for a row's second guest) and, in Replace, the guests kept. */
const merge = {
  mode: z.enum(MERGE_MODES, { error: IMPORT_MERGE_MESSAGES.mode }).default("add"),
  exclude: list(
    z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, IMPORT_MERGE_MESSAGES.exclude),
    IMPORT_MERGE_MESSAGES.exclude,
  ),
  keep: list(z.string().regex(z.regexes.guid, IMPORT_MERGE_MESSAGES.keep), IMPORT_MERGE_MESSAGES.keep),
};

/** A workbook's sheet to import, by name (the preview's choice); absent: its first non-empty sheet. */
const sheet = z.string().min(1).max(200).optional();

/** `skipInvalid`, which older clients send, is ignored: a row's problems no longer stop the others. */
const choices = { mapping, skipDuplicates: flag("false"), splitCouples: flag("true"), sheet, ...merge };

export const importFormSchema = z.object({
  file: z
    .instanceof(File, { error: CSV_MESSAGES.noFile })
    .refine((file) => file.size > 0, CSV_MESSAGES.empty),
  ...choices,
});

/** The same import with the CSV as the request body itself (`Content-Type: text/csv`), for scripts: the
 * choices then ride in the query string. */
export const importQuerySchema = z.object(choices);
export const RAW_CSV_TYPES = ["text/csv", "text/plain", "text/tab-separated-values", "application/csv"];
/** Every type a file may be sent as the body with: CSV, workbooks and contacts (the content decides how it
 * is read, not the type). */
export const RAW_IMPORT_TYPES = [
  ...RAW_CSV_TYPES,
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/vcard",
  "text/x-vcard",
  "text/directory",
];

/** A guest imported without the seat (or table) its row asked for, and why. */
export const seatingNoteSchema = z.object({ row: z.number(), name: z.string(), detail: z.string() });
export type SeatingNote = z.infer<typeof seatingNoteSchema>;

export const importResultSchema = z.object({
  /** New guests added. */
  imported: z.number(),
  /** Guests of the list the file changed, kept the rest as they were, and (Replace) removed. */
  updated: z.number(),
  unchanged: z.number(),
  removed: z.number(),
  skipped: z.array(
    z.object({
      row: z.number(),
      name: z.string(),
      reason: z.enum(["noName", "duplicate", "invalid", "notGuest"]),
      detail: z.string(),
    }) satisfies z.ZodType<SkippedRow>,
  ),
  seating: z.array(seatingNoteSchema),
  /** Guests imported with a value left empty (a malformed e-mail, a seat "@2"), and which. */
  emptied: z.array(seatingNoteSchema),
  /** Warnings the preview listed (placeholders, couples split, unknown statuses…). */
  warnings: z.number(),
  created: z.object({ households: z.number(), groups: z.number(), tables: z.array(z.number()) }),
});
export type ImportResult = z.infer<typeof importResultSchema>;
