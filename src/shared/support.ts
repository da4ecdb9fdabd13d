import { z } from "zod";

/** Spec section 5, "Support request". */
export const SUPPORT_MESSAGES = {
  authRequired: "You must be logged in to submit a support request.",
  missingFields: "Please provide both a subject and a message for your support request.",
} as const;

const requiredText = (max: number, label: string) =>
  z
    .string({ error: SUPPORT_MESSAGES.missingFields })
    .trim()
    .min(1, SUPPORT_MESSAGES.missingFields)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/support-requests. */
export const createSupportRequestSchema = z.object({
  subject: requiredText(200, "Subject"),
  message: requiredText(5000, "Message"),
  eventId: z.string().nullish(),
});
export type CreateSupportRequestInput = z.input<typeof createSupportRequestSchema>;

export const supportRequestSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  eventId: z.string().nullable(),
  status: z.literal("open"),
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
