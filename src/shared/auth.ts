import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./constants";
import { LOCALES, type Locale } from "./i18n/locales";
import { msg, t } from "./i18n/messages";
import { requiredText, TEXT_MESSAGES, text } from "./text";

/** Account forms: the React forms and the server validate with these same schemas; the server also holds
 * Better Auth's endpoints to the field rules below (src/server/auth/auth-input.ts). */

export const emailField = requiredText({
  label: msg("Email"),
  max: 254,
  required: msg("Email is required"),
}).pipe(z.email(msg("Please enter a valid email address")));

export const PASSWORD_MAX_LENGTH = 128;

/** A password being chosen: PASSWORD_MIN_LENGTH at least. Never trimmed: spaces are part of a password. */
export const newPasswordField = text({
  label: msg("Password"),
  max: PASSWORD_MAX_LENGTH,
  trim: false,
  tooLong: () => t("Password must be at most {max} characters long.", { max: PASSWORD_MAX_LENGTH }),
}).refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
  error: () => t("Password must be at least {min} characters long.", { min: PASSWORD_MIN_LENGTH }),
});

/** A password being checked (login, confirmation): no strength rules. */
export const passwordField = requiredText({
  label: msg("Password"),
  max: PASSWORD_MAX_LENGTH,
  trim: false,
  required: msg("Password is required"),
});

export const NAME_MAX_LENGTH = 100;
export const nameField = requiredText({
  label: msg("Full name"),
  max: NAME_MAX_LENGTH,
  required: msg("Full name is required"),
});

/** One-time tokens (e-mail links, password reset, setup): opaque, never trimmed, never empty; `label` is
 * msg()-marked. */
export const tokenField = (label: string) =>
  requiredText({ label, max: 1000, trim: false, required: () => TEXT_MESSAGES.required(label) });

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  terms: z.boolean().refine((accepted) => accepted, msg("Please agree to the terms of service.")),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: requiredText({
      label: msg("Password confirmation"),
      max: PASSWORD_MAX_LENGTH,
      trim: false,
      required: msg("Please confirm your new password"),
    }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: msg("Passwords do not match"),
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The setup token is pasted from a server log, so its edges are trimmed (it is base64url: no spaces). */
export const adminSetupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  token: requiredText({ label: msg("Setup token"), max: 200, required: msg("Setup token is required") }),
});
export type AdminSetupInput = z.infer<typeof adminSetupSchema>;

export const ADMIN_SETUP_TEXTS = {
  created: msg("Admin user created successfully."),
  exists: msg("Admin user already exists"),
  inProgress: msg("Another admin setup is running right now. Reload this page in a moment."),
  emailTaken: msg("An account with this email already exists. Please use another email."),
  wrongToken: msg(
    "Invalid setup token. Use the one-time token printed in the server log at start (or the ADMIN_SETUP_TOKEN setting).",
  ),
} as const;

export interface Me {
  id: string;
  email: string;
  name: string;
  role: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The language of their screens and e-mails; null until they choose one (the browser's is used). */
  locale: Locale | null;
}

export const localeChoiceSchema = z.object({ locale: z.enum(LOCALES) });
