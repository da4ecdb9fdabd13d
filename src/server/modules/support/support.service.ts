import type { z } from "zod";
import { isActiveAdmin } from "@/server/auth/admin-role";
import type { Db } from "@/server/db/client";
import { supportRequests, user } from "@/server/db/schema";
import type { Deps } from "@/server/deps";
import { inLocale } from "@/server/lib/i18n";
import { memberEvent } from "@/server/modules/events/member-event";
import { SOURCE_LOCALE } from "@/shared/i18n/locales";
import type { createSupportRequestSchema, SupportRequest } from "@/shared/support";
import { newSupportRequestMessage } from "./support-emails";

type CreateSupportRequest = z.output<typeof createSupportRequestSchema>;
type SupportDeps = Pick<Deps, "env" | "mail"> & { db: Db };

/** Files a support request, open, linked to one of the caller's events when one is named, and tells the
 * admins by e-mail. */
export async function submitSupportRequest(
  deps: SupportDeps,
  sender: { id: string; name: string; email: string },
  input: CreateSupportRequest,
): Promise<SupportRequest> {
  const event = input.eventId ? await memberEvent(deps.db, sender.id, input.eventId) : null;
  const [row] = await deps.db
    .insert(supportRequests)
    .values({
      userId: sender.id,
      eventId: event?.id ?? null,
      subject: input.subject,
      message: input.message,
      status: "open",
    })
    .returning();
  if (!row) throw new Error("insert into support_requests returned no row");
  await notifyAdmins(deps, {
    from: sender,
    eventTitle: event?.title ?? null,
    subject: row.subject,
    message: row.message,
  });
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    eventId: row.eventId,
    status: "open",
    createdAt: row.createdAt.toISOString(),
  };
}

/** One mail per active admin. A failed mail is logged by the mail module; the request is filed anyway. */
async function notifyAdmins(
  deps: SupportDeps,
  request: Omit<Parameters<typeof newSupportRequestMessage>[0], "to" | "inboxUrl">,
) {
  const admins = await deps.db
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(isActiveAdmin);
  const inboxUrl = `${deps.env.APP_ORIGIN}/admin/dashboard/support`;
  await Promise.allSettled(
    admins.map((admin) =>
      deps.mail.send(
        // Each admin reads it in their own language (English until they choose one).
        inLocale(admin.locale ?? SOURCE_LOCALE, () =>
          newSupportRequestMessage({ ...request, to: admin.email, inboxUrl }),
        ),
      ),
    ),
  );
}
