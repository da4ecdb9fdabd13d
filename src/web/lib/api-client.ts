import { type ClientResponse, DetailedError, hc, parseResponse } from "hono/client";
import type { ApiType } from "@/server/app";
import { currentI18n, msg, t, translateKnown } from "@/shared/i18n/messages";
import { CLIENT_HEADER } from "@/shared/live";
import { LIVE_CLIENT_ID } from "./live-client-id";

/** The one typed client for the JSON API; cookies ride along on every call, and the tab's id (so the live
 * stream's echo of this tab's own writes is recognised: use-live-event.ts). */
export const api = hc<ApiType>("/api", {
  init: { credentials: "same-origin" },
  headers: { [CLIENT_HEADER]: LIVE_CLIENT_ID },
});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** Awaits a typed client call: its success body, or an ApiError carrying the server's message. */
export async function unwrap<T extends ClientResponse<unknown>>(request: T | Promise<T>) {
  try {
    return await parseResponse<T>(request);
  } catch (error) {
    if (error instanceof DetailedError) {
      const body = (error.detail?.data ?? {}) as ErrorBody;
      const status = Number(error.statusCode ?? 0);
      throw new ApiError(
        status,
        body.error?.code ?? "unknown",
        body.error?.message ??
          (status === 0 ? t("Network error. Please check your connection.") : error.message),
        body.error?.fields,
      );
    }
    throw error;
  }
}

/** The one way the web reads an error's text (the server's is in the reader's language already); `fallback`
 * is a msg()-marked text or one already translated. */
export function getErrorMessage(
  error: unknown,
  fallback = msg("Something went wrong. Please try again."),
): string {
  if (error instanceof Error && error.message) return translateText(error.message);
  if (typeof error === "string" && error) return translateText(error);
  return translateText(fallback);
}

/** A product message in the active language; any other text (a server's answer, a name) as it is. */
function translateText(message: string): string {
  const i18n = currentI18n();
  return i18n ? translateKnown(i18n, message) : message;
}
