import { z } from "zod";
import type { SkippedRow } from "./csv/choose-rows";
import { CSV_MESSAGES } from "./csv/errors";
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

/** A workbook's sheet to import, by name (the preview's choice); absent: its first non-empty sheet. */
const sheet = z.string().min(1).max(200).optional();

/** `skipInvalid`, which older clients send, is ignored: a row's problems no longer stop the others. */
const choices = { mapping, skipDuplicates: flag("false"), splitCouples: flag("true"), sheet };

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
  imported: z.number(),
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
