import { z } from "zod";

/** What a browser tab sends about itself (docs/decisions/024-live-updates.md): its id and presence beats. */

/** A tab's id: a random UUID (anything else is ignored). */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/** What someone is dragging right now. */
export const liveActivitySchema = z.object({
  kind: z.enum(["guest", "table"]),
  id: z.string().min(1).max(64),
});
export type LiveActivity = z.infer<typeof liveActivitySchema>;

/** A tab's presence beat: it is here (doing `activity`), or it left. */
export const presenceInputSchema = z.object({
  clientId: clientIdSchema,
  activity: liveActivitySchema.nullable().optional(),
  left: z.boolean().optional(),
});
export type PresenceInput = z.infer<typeof presenceInputSchema>;
