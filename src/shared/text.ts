import { z } from "zod";
import { t } from "./i18n/messages";

/**
 * The one rule for every string field of every API schema (and every text a CSV import stores): PostgreSQL
 * cannot store NUL, and UTF-16 with an unpaired surrogate is not Unicode text at all, so both are refused
 * with a clear message instead of reaching the database. Values are trimmed of white space and of the
 * invisible characters people paste (no-break, zero-width), so a name made only of those is blank.
 */

/** White space as JavaScript's trim() sees it, plus zero-width and word-joiner characters it keeps. */
const EDGE_BLANKS = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

export function trimText(value: string): string {
  return value.replace(EDGE_BLANKS, "");
}

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no NUL and no unpaired surrogate: PostgreSQL stores it as written. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** Built when a value fails (in the reader's language, the field's label translated): `label` is a
 * msg()-marked text. */
export const TEXT_MESSAGES = {
  invalidCharacters: (label: string) =>
    t("{label} contains characters that are not allowed", { label: t(label) }),
  tooLong: (label: string, max: number) =>
    t("{label} must be at most {max} characters", { label: t(label), max }),
  notText: (label: string) => t("{label} must be text", { label: t(label) }),
  required: (label: string) => t("{label} is required", { label: t(label) }),
} as const;

/** A message given as it is (a msg()-marked id, translated where it is shown) or built when a value fails. */
type Message = string | (() => string);

interface TextOptions {
  /** Shown in messages: 'Guest name must be at most 200 characters'; msg()-marked. */
  label: string;
  max: number;
  /** Passwords and tokens keep their edges; everything else is trimmed. */
  trim?: boolean;
  /** Replaces the generic 'at most' message where the field has its own wording. */
  tooLong?: Message;
}

/** A text field: a string, trimmed, storable, at most `max` characters. */
export function text({ label, max, trim = true, tooLong }: TextOptions) {
  return z
    .string({ error: () => TEXT_MESSAGES.notText(label) })
    .transform((value) => (trim ? trimText(value) : value))
    .refine(isStorableText, { error: () => TEXT_MESSAGES.invalidCharacters(label) })
    .refine((value) => value.length <= max, { error: tooLong ?? (() => TEXT_MESSAGES.tooLong(label, max)) });
}

/** An id or slug in a URL path: kept exactly as sent, so `/api/events/{id}%20` names no event (404) rather
 * than the event; storable and at most `max` characters, like any text. */
export function pathParam(label: string, max = 100) {
  return text({ label, max, trim: false });
}

/** A text field that must not be blank; `required` is the message for a missing or blank value. */
export function requiredText(options: TextOptions & { required: Message }) {
  return z
    .string({ error: options.required })
    .pipe(text(options))
    .refine((value) => value.length > 0, { error: options.required });
}

/** Optional free text: blank becomes null, so clearing a field in a form clears it on the server. */
export function optionalText(options: TextOptions) {
  return text(options)
    .transform((value) => (value === "" ? null : value))
    .nullish();
}
