import { adminClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { t } from "@/shared/i18n/messages";
import { ApiError } from "./api-client";

/** Better Auth's client for its endpoints (sign-up, sign-in, sign-out, verification, password reset). Only the
 * screens that use it import this module (the sign-out button loads it on click), keeping it out of the entry. */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  plugins: [adminClient()],
});

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorBody };
/** The server answers Better Auth's errors in the API's shape too, keeping Better Auth's codes. */
type AuthErrorBody = {
  status: number;
  statusText?: string;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
};

/** Awaits a Better Auth client call: its data, or an ApiError carrying the server's code and message. */
export async function authCall<T>(request: Promise<AuthResult<T>>): Promise<T> {
  let result: AuthResult<T>;
  try {
    result = await request;
  } catch {
    throw new ApiError(0, "network", t("Network error. Please check your connection."));
  }
  if (result.error) {
    const { status, error, statusText } = result.error;
    throw new ApiError(
      status,
      error?.code ?? "unknown",
      error?.message || statusText || t("Request failed"),
      error?.fields,
    );
  }
  return result.data;
}
