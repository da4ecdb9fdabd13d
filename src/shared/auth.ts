import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./constants";
import { LOCALES, type Locale } from "./i18n/locales";
import { requiredText, text } from "./text";

/** Account forms: the React forms and the server validate with these same schemas; the server also holds
 * Better Auth's endpoints to the field rules below (src/server/auth/auth-input.ts). */

export const emailField = requiredText({ label: "Email", max: 254, required: "Email is required" }).pipe(
  z.email("Please enter a valid email address"),
);

export const PASSWORD_MAX_LENGTH = 128;

/** A password being chosen: PASSWORD_MIN_LENGTH at least. Never trimmed: spaces are part of a password. */
export const newPasswordField = text({
  label: "Password",
  max: PASSWORD_MAX_LENGTH,
  trim: false,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
}).refine(
  (value) => value.length >= PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
);

/** A password being checked (login, confirmation): no strength rules. */
export const passwordField = requiredText({
  label: "Password",
  max: PASSWORD_MAX_LENGTH,
  trim: false,
  required: "Password is required",
});

export const NAME_MAX_LENGTH = 100;
export const nameField = requiredText({
  label: "Full name",
  max: NAME_MAX_LENGTH,
  required: "Full name is required",
});

/** One-time tokens (e-mail links, password reset, setup): opaque, never trimmed, never empty. */
export const tokenField = (label: string) =>
  requiredText({ label, max: 1000, trim: false, required: `${label} is required` });

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  terms: z.boolean().refine((accepted) => accepted, "Please agree to the terms of service."),
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
      label: "Password confirmation",
      max: PASSWORD_MAX_LENGTH,
      trim: false,
      required: "Please confirm your new password",
    }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The setup token is pasted from a server log, so its edges are trimmed (it is base64url: no spaces). */
export const adminSetupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  token: requiredText({ label: "Setup token", max: 200, required: "Setup token is required" }),
});
export type AdminSetupInput = z.infer<typeof adminSetupSchema>;

export const ADMIN_SETUP_TEXTS = {
  created: "Admin user created successfully.",
  exists: "Admin user already exists",
  inProgress: "Another admin setup is running right now. Reload this page in a moment.",
  emailTaken: "An account with this email already exists. Please use another email.",
  wrongToken:
    "Invalid setup token. Use the one-time token printed in the server log at start (or the ADMIN_SETUP_TOKEN setting).",
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
