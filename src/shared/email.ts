import { z } from "zod";
import { requiredText } from "./text";

/** Longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** A required e-mail address under the shared text rule, lower-cased so one address is one account. */
export function emailText(label = "Email") {
  return requiredText({ label, max: EMAIL_MAX_LENGTH, required: `${label} is required` })
    .pipe(z.email("Please enter a valid email address"))
    .transform((value) => value.toLowerCase());
}
