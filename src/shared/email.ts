import { z } from "zod";
import { msg } from "./i18n/messages";
import { requiredText, TEXT_MESSAGES } from "./text";

/** Longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** A required e-mail address under the shared text rule, lower-cased so one address is one account;
 * `label` is msg()-marked. */
export function emailText(label = msg("Email")) {
  return requiredText({ label, max: EMAIL_MAX_LENGTH, required: () => TEXT_MESSAGES.required(label) })
    .pipe(z.email(msg("Please enter a valid email address")))
    .transform((value) => value.toLowerCase());
}
