import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { TEAM_MESSAGES } from "@/shared/team";

/**
 * No silent overwrites (docs/decisions/023-team.md): a write carries the version of what it was based on; when
 * someone has changed the row since, it is refused (409) with who did, and the person sees the fresh data.
 * Who changed a guest is the trigger of migration 0009's (guests.updated_by), from the actor that
 * recordChange (src/server/modules/live/change-log.ts) names for the transaction.
 * A write without a base version (an older client, a script) is not checked, nor one whose row was last
 * changed by the same person (their own other tab or form: nobody else's change is lost).
 */

export async function assertFresh(
  db: Db | Tx,
  actorId: string,
  base: number | undefined,
  current: { version: number; updatedBy: string | null },
): Promise<void> {
  if (base === undefined || base === current.version || current.updatedBy === actorId) return;
  const [changer] = current.updatedBy
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, current.updatedBy))
    : [];
  throw new AppError(
    "conflict",
    changer ? TEAM_MESSAGES.changedBy(changer.name) : TEAM_MESSAGES.changedBySomeone,
  );
}
