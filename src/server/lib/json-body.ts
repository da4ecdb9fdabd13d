import type { Context } from "hono";
import { msg, t } from "@/shared/i18n/messages";
import { AppError } from "./errors";

/** Deeper than any body the API takes (an event with its theme is 2 levels), shallow enough that no parser or
 * schema walking it can run out of stack. */
export const MAX_JSON_DEPTH = 32;

export const JSON_BODY_MESSAGES = {
  notJson: msg("The request body must be JSON (Content-Type: application/json)"),
  malformed: msg("The request body is not valid JSON"),
  tooDeep: () => t("The request body is nested too deeply (at most {max} levels)", { max: MAX_JSON_DEPTH }),
} as const;

/** application/json and the application/*+json family, as Hono's JSON validator reads them. */
export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^application\/([\w.-]+\+)?json$/.test(mediaType);
}

/** Deepest nesting of arrays and objects in JSON text, counted without parsing (so without recursion): a body
 * ten thousand arrays deep is refused before anything walks it. Brackets inside strings do not count. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The one reader of JSON request bodies (the API's validators and the guard in front of Better Auth): a body
 * that is not JSON answers 415, a malformed or too deeply nested one 400. The text is read once; Hono keeps it,
 * so later readers (the validator, `c.req.json()`) get the same body without reading the stream again.
 * `allowEmpty`: a request with no body at all passes, as `undefined` (Better Auth's body-less POSTs).
 */
export async function readJsonBody(c: Context, options: { allowEmpty?: boolean } = {}): Promise<unknown> {
  const text = c.req.raw.body ? await c.req.text() : "";
  if (text === "" && options.allowEmpty) return undefined;
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw new AppError("unsupported_media_type", JSON_BODY_MESSAGES.notJson);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError("bad_request", JSON_BODY_MESSAGES.tooDeep());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", JSON_BODY_MESSAGES.malformed);
  }
}
