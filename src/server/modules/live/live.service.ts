import type { EventMember } from "@/server/auth/event-member";
import type { Db } from "@/server/db/client";
import type { LiveChange } from "@/shared/live";
import type { PresenceInput } from "@/shared/live-input";
import { changesSince, currentVersion } from "./change-log";
import type { LiveHub } from "./live-hub";
import { MAX_CATCH_UP } from "./live-stream";

/**
 * A presence beat: nothing is stored; every instance relays it to its streams of the event, and the browsers
 * keep who is there for a while (src/shared/live.ts, PRESENCE_EXPIRY_MS).
 */
export async function sendPresence(
  hub: LiveHub,
  member: EventMember,
  name: string,
  input: PresenceInput,
): Promise<void> {
  await hub.publish({
    type: "presence",
    eventId: member.eventId,
    data: {
      userId: member.userId,
      name,
      clientId: input.clientId,
      activity: input.left ? null : (input.activity ?? null),
      left: input.left ?? false,
    },
  });
}

/** The live route asked for JSON instead of a stream (a poll): the version, and the changes after `since`
 * (`reset` when more were missed than the stream would send). */
export async function readChanges(
  db: Db,
  eventId: string,
  since: number | null,
): Promise<{ version: number; reset: boolean; changes: LiveChange[] }> {
  const version = (await currentVersion(db, eventId)) ?? 0;
  if (since === null || since > version || version - since > MAX_CATCH_UP)
    return { version, reset: since !== null, changes: [] };
  return { version, reset: false, changes: await changesSince(db, eventId, since, MAX_CATCH_UP) };
}
