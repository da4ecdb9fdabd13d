import { z } from "zod";
import { msg } from "./i18n/messages";
import { optionalText, requiredText, text } from "./text";

/** A request starts open; an admin closes it once answered (and may reopen it). */
export const SUPPORT_STATUSES = ["open", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What the support request form and its route answer. */
export const SUPPORT_MESSAGES = {
  authRequired: msg("You must be logged in to submit a support request."),
  missingFields: msg("Please provide both a subject and a message for your support request."),
} as const;

/** POST /api/support-requests. */
export const createSupportRequestSchema = z.object({
  subject: requiredText({ label: msg("Subject"), max: 200, required: SUPPORT_MESSAGES.missingFields }),
  message: requiredText({ label: msg("Message"), max: 5000, required: SUPPORT_MESSAGES.missingFields }),
  eventId: optionalText({ label: msg("Event"), max: 100 }),
});
export type CreateSupportRequestInput = z.input<typeof createSupportRequestSchema>;

export const supportRequestSchema = z.object({
  id: text({ label: msg("Support request id"), max: 36 }),
  subject: text({ label: msg("Subject"), max: 200 }),
  message: text({ label: msg("Message"), max: 5000 }),
  eventId: text({ label: msg("Event"), max: 36 }).nullable(),
  status: z.literal("open"),
  createdAt: text({ label: msg("Created at"), max: 40 }),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
