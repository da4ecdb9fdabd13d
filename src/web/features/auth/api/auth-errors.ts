import { t } from "@/shared/i18n/messages";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";

/** Login errors in the product's words. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "INVALID_EMAIL_OR_PASSWORD") {
      return t("Invalid email or password. Please check your credentials and try again.");
    }
    if (error.code === "EMAIL_NOT_VERIFIED") {
      return t("Please confirm your email before logging in. Check your inbox for a confirmation link.");
    }
  }
  return getErrorMessage(error, t("Failed to sign in. Please try again."));
}

export function isExistingAccount(error: unknown): boolean {
  return error instanceof ApiError && error.code.startsWith("USER_ALREADY_EXISTS");
}

/** The address typed at sign-up, for /email-confirmation to show and to resend to. */
const SIGNUP_EMAIL_KEY = "seatwise.signupEmail";
export const signupEmail = {
  save: (email: string) => sessionStorage.setItem(SIGNUP_EMAIL_KEY, email),
  read: () => sessionStorage.getItem(SIGNUP_EMAIL_KEY),
};
