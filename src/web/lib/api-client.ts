import { type ClientResponse, DetailedError, hc, parseResponse } from "hono/client";
import type { ApiType } from "@/server/app";

/** The one typed client for the JSON API; cookies ride along on every call. */
export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

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
          (status === 0 ? "Network error. Please check your connection." : error.message),
        body.error?.fields,
      );
    }
    throw error;
  }
}

/** The one way the web reads an error's text. */
export function getErrorMessage(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return fallback;
}
