import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { composeMail } from "@/server/auth/emails";
import type { Db } from "@/server/db/client";
import { events, guests, households, rsvpUnsubscribes, user } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { AppError } from "@/server/lib/errors";
import { inLocale } from "@/server/lib/i18n";
import type { Logger } from "@/server/lib/logger";
import type { Mailer, MailMessage } from "@/server/lib/mail";
import { sameText } from "@/server/lib/same-text";
import { EVENT_MESSAGES } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { RSVP_MAIL_MESSAGES, type RsvpMailKind, rsvpPath, unsubscribePath } from "@/shared/rsvp";
import { ensureCodes, invitationsOf } from "./rsvp.service";

interface MailContext {
  db: Db;
  env: Pick<Env, "APP_ORIGIN" | "AUTH_SECRET">;
  mail: Mailer;
}

/** The proof an unsubscribe link carries: the event and the address, signed with the app's secret. */
export function unsubscribeToken(secret: string, eventId: string, email: string): string {
  return createHmac("sha256", secret)
    .update(`rsvp-unsubscribe\n${eventId}\n${email.toLowerCase()}`)
    .digest("base64url");
}

/** An invitation to e-mail: its link code, its name and its people's addresses not unsubscribed. */
interface Recipient {
  kind: "household" | "guest";
  id: string;
  name: string;
  code: string;
  emails: string[];
  mailedAt: Date | null;
}

/**
 * The invitations that have not answered and have an address to write to: each household (or guest in none)
 * with the distinct e-mail addresses of its people, less those that unsubscribed from the event.
 */
async function recipients(db: Db, eventId: string): Promise<Recipient[]> {
  const result = (await db.execute(sql`
    select i.kind, i.id, i.name, i.code, i.mailed_at,
      coalesce(array_agg(distinct lower(g.email)) filter (where g.email is not null and g.email <> ''
        and not exists (select 1 from rsvp_unsubscribes u where u.event_id = ${eventId}::uuid and u.email = lower(g.email))),
        '{}') as emails
    from (${invitationsOf(eventId)}) i
    join guests g on g.event_id = ${eventId}::uuid and (g.household_id = i.household_id or g.id = i.guest_id)
    where i.answered_at is null
    group by i.kind, i.id, i.name, i.code, i.mailed_at`)) as unknown as {
    rows: {
      kind: Recipient["kind"];
      id: string;
      name: string;
      code: string;
      mailed_at: string | null;
      emails: string[];
    }[];
  };
  return result.rows
    .filter((row) => row.emails.length > 0)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      code: row.code,
      emails: row.emails,
      mailedAt: row.mailed_at ? new Date(row.mailed_at) : null,
    }));
}

async function mailEvent(db: Db, eventId: string) {
  const [event] = await db
    .select({
      title: events.title,
      enabled: events.rsvpEnabled,
      isPublished: events.isPublished,
      deadlineAt: events.rsvpDeadlineAt,
      timeZone: events.timeZone,
      languages: events.languages,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new AppError("not_found", EVENT_MESSAGES.notFound);
  return event;
}

/** What the owner's e-mail card shows: whether the server can send, and how many invitations each kind would
 * reach now. */
export async function rsvpMailStatus(ctx: MailContext, eventId: string) {
  const list = await recipients(ctx.db, eventId);
  return {
    canSend: ctx.mail.kind === "smtp",
    invitations: list.filter((recipient) => recipient.mailedAt === null).length,
    reminders: list.filter((recipient) => recipient.mailedAt !== null).length,
  };
}

function rsvpMessage(input: {
  to: string;
  kind: RsvpMailKind;
  eventTitle: string;
  name: string;
  url: string;
  unsubscribe: string;
  deadline: string | null;
}): MailMessage {
  const message = composeMail({
    to: input.to,
    subject:
      input.kind === "invitation"
        ? t("You're invited to {event}: please RSVP", { event: input.eventTitle })
        : t("A reminder to RSVP to {event}", { event: input.eventTitle }),
    greeting: t("Dear {name},", { name: input.name }),
    lines: [
      input.kind === "invitation"
        ? t("You are invited to {event}. Let the hosts know who is coming and what you would like to eat.", {
            event: input.eventTitle,
          })
        : t("The hosts of {event} have not had your answer yet. It takes a minute.", {
            event: input.eventTitle,
          }),
      ...(input.deadline ? [t("Please answer by {date}.", { date: input.deadline })] : []),
    ],
    action: { label: t("Answer the invitation"), url: input.url },
    footer: t("Not the right person, or no more e-mails about this event? Unsubscribe: {url}", {
      url: input.unsubscribe,
    }),
  });
  return {
    ...message,
    headers: {
      "List-Unsubscribe": { prepared: true, value: `<${input.unsubscribe}>` },
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * E-mails each invitation that has not answered its personal RSVP link: an invitation to those never written
 * to, a reminder to the others. Only with a mail server (SMTP_URL); addresses that unsubscribed are skipped.
 * Each invitation is marked as mailed once its messages are sent.
 */
export async function sendRsvpMail(ctx: MailContext, eventId: string, kind: RsvpMailKind, log: Logger) {
  if (ctx.mail.kind !== "smtp") throw new AppError("conflict", RSVP_MAIL_MESSAGES.noMailServer);
  const event = await mailEvent(ctx.db, eventId);
  if (!event.enabled || !event.isPublished) throw new AppError("conflict", RSVP_MAIL_MESSAGES.notCollecting);
  await ensureCodes(ctx.db, eventId);
  const locale = event.languages[0] ?? "en";
  const deadline = event.deadlineAt
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: event.timeZone,
      }).format(event.deadlineAt)
    : null;
  const list = (await recipients(ctx.db, eventId)).filter((recipient) =>
    kind === "invitation" ? recipient.mailedAt === null : recipient.mailedAt !== null,
  );
  let sent = 0;
  let failed = 0;
  for (const recipient of list) {
    let delivered = false;
    for (const email of recipient.emails) {
      const unsubscribe = `${ctx.env.APP_ORIGIN}${unsubscribePath(eventId, email, unsubscribeToken(ctx.env.AUTH_SECRET, eventId, email))}`;
      const message = inLocale(locale, () =>
        rsvpMessage({
          to: email,
          kind,
          eventTitle: event.title,
          name: recipient.name,
          url: `${ctx.env.APP_ORIGIN}${rsvpPath(eventId, recipient.code)}`,
          unsubscribe,
          deadline,
        }),
      );
      try {
        await ctx.mail.send(message);
        sent += 1;
        delivered = true;
      } catch (error) {
        failed += 1;
        log.warn("rsvp mail failed", { eventId, error: String(error) });
      }
    }
    if (!delivered) continue;
    const table = recipient.kind === "household" ? households : guests;
    await ctx.db.update(table).set({ rsvpMailedAt: new Date() }).where(eq(table.id, recipient.id));
  }
  return { sent, failed, invitations: list.length };
}

/** Takes an address off an event's RSVP e-mails, when the link's signature is right. */
export async function unsubscribe(
  ctx: Pick<MailContext, "db" | "env">,
  eventId: string,
  email: string,
  token: string,
) {
  const expected = unsubscribeToken(ctx.env.AUTH_SECRET, eventId, email);
  if (!sameText(token, expected)) throw new AppError("not_found", RSVP_MAIL_MESSAGES.badUnsubscribe);
  const [event] = await ctx.db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new AppError("not_found", RSVP_MAIL_MESSAGES.badUnsubscribe);
  await ctx.db.insert(rsvpUnsubscribes).values({ eventId, email: email.toLowerCase() }).onConflictDoNothing();
  return { eventTitle: event.title };
}

/** How often the digest runs, and the least time between two digests of one event. */
export const DIGEST_CHECK_MS = 60 * 60 * 1000;
const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest: to the creator of each event that collects RSVPs, the answers that came in since their
 * last digest (at most one a day, none when nothing came). Only with a mail server.
 */
export async function sendRsvpDigests(ctx: MailContext, log: Logger, now = new Date()) {
  if (ctx.mail.kind !== "smtp") return 0;
  const due = (await ctx.db.execute(sql`
    select e.id, e.title, e.rsvp_digest_at, e.languages, u.email, u.locale,
      (select count(distinct c.targets->'subject'->>'name') from event_changes c where c.event_id = e.id
        and c.action = 'rsvp.answer' and c.created_at > coalesce(e.rsvp_digest_at, e.created_at)) as answered,
      (select string_agg(distinct c.targets->'subject'->>'name', ', ') from event_changes c where c.event_id = e.id
        and c.action = 'rsvp.answer' and c.created_at > coalesce(e.rsvp_digest_at, e.created_at)) as names
    from events e join ${user} u on u.id = e.user_id
    where e.rsvp_enabled and (e.rsvp_digest_at is null or e.rsvp_digest_at <= ${new Date(now.getTime() - DIGEST_EVERY_MS)})`)) as unknown as {
    rows: {
      id: string;
      title: string;
      rsvp_digest_at: string | null;
      email: string;
      locale: string | null;
      answered: string;
      names: string | null;
    }[];
  };
  let sent = 0;
  for (const event of due.rows) {
    if (Number(event.answered) === 0) continue;
    // Claimed before it is sent: of several instances running the digest, only one sends it.
    const last = event.rsvp_digest_at ? new Date(event.rsvp_digest_at) : null;
    const claimed = await ctx.db
      .update(events)
      .set({ rsvpDigestAt: now })
      .where(
        and(
          eq(events.id, event.id),
          last ? eq(events.rsvpDigestAt, last) : sql`${events.rsvpDigestAt} is null`,
        ),
      )
      .returning({ id: events.id });
    if (claimed.length === 0) continue;
    const counts = (await ctx.db.execute(sql`
      select count(*) filter (where rsvp_at is not null and status = 'confirmed') as attending,
        count(*) filter (where rsvp_at is not null and status = 'declined') as declined,
        count(*) filter (where rsvp_at is null and not plus_one) as waiting
      from guests where event_id = ${event.id}::uuid`)) as unknown as {
      rows: { attending: string; declined: string; waiting: string }[];
    };
    const totals = counts.rows[0];
    const message = inLocale((event.locale as "en") ?? "en", () =>
      composeMail({
        to: event.email,
        subject: t("{count, plural, one {# new answer} other {# new answers}} for {event}", {
          count: Number(event.answered),
          event: event.title,
        }),
        greeting: t("New RSVP answers for {event}: {names}.", {
          event: event.title,
          names: event.names ?? "",
        }),
        lines: [
          t("So far {attending} attending, {declined} not attending, {waiting} still to answer.", {
            attending: Number(totals?.attending ?? 0),
            declined: Number(totals?.declined ?? 0),
            waiting: Number(totals?.waiting ?? 0),
          }),
        ],
        action: { label: t("Open the guest list"), url: `${ctx.env.APP_ORIGIN}/dashboard/guests` },
        footer: t("You get this digest once a day while answers come in."),
      }),
    );
    try {
      await ctx.mail.send(message);
    } catch (error) {
      // Not sent: the claim is given back, and the next run tries again with the same answers.
      await ctx.db
        .update(events)
        .set({ rsvpDigestAt: last })
        .where(and(eq(events.id, event.id), eq(events.rsvpDigestAt, now)));
      log.warn("rsvp digest failed", { eventId: event.id, error: String(error) });
      continue;
    }
    sent += 1;
  }
  return sent;
}
