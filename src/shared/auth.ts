import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./constants";

/** Account forms: the React forms and the server validate with these same schemas. */

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .pipe(z.email("Please enter a valid email address"));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(128, "Password must be at most 128 characters long.");

export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_LONG = `Full name must be at most ${NAME_MAX_LENGTH} characters`;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Full name is required").max(NAME_MAX_LENGTH, NAME_TOO_LONG),
  email,
  password: newPassword,
  terms: z.boolean().refine((accepted) => accepted, "Please agree to the terms of service."),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** No strength rules at login (spec section 5). */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const adminSetupSchema = z.object({
  email,
  password: newPassword,
  token: z.string().trim().min(1, "Setup token is required"),
});
export type AdminSetupInput = z.infer<typeof adminSetupSchema>;

export const ADMIN_SETUP_TEXTS = {
  created: "Admin user created successfully.",
  exists: "Admin user already exists",
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
}
