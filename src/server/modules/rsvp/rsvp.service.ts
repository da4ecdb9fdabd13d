import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@/server/db/client";
import { events, guests, households } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { recordChange } from "@/server/modules/live/change-log";
import { assertFresh } from "@/server/modules/team/stale-write";
import { EVENT_MESSAGES } from "@/shared/event";
import {
  type MenuChoice,
  RSVP_MESSAGES,
  type RsvpAnswered,
  type RsvpInvitation,
  type RsvpLink,
  type RsvpSettings,
  type rsvpAnswerSchema,
  type rsvpSettingsSchema,
} from "@/shared/rsvp";
import { foldForSearch } from "@/shared/text-search";
import { localToInstant } from "./local-time";

/** A link code: 16 random bytes, URL-safe (22 characters). */
export const newRsvpCode = () => randomBytes(16).toString("base64url");

const settingsColumns = {
  enabled: events.rsvpEnabled,
  deadline: events.rsvpDeadline,
  deadlineAt: events.rsvpDeadlineAt,
  timeZone: events.timeZone,
  askDietary: events.rsvpAskDietary,
  menu: events.rsvpMenu,
  contact: events.rsvpContact,
  version: events.settingsVersion,
  isPublished: events.isPublished,
};

type StoredSettings = {
  enabled: boolean;
  deadline: string | null;
  deadlineAt: Date | null;
  timeZone: string;
  askDietary: boolean;
  menu: MenuChoice[];
  contact: string | null;
};

const toSettings = (row: StoredSettings): RsvpSettings => ({
  enabled: row.enabled,
  deadline: row.deadline,
  deadlineAt: row.deadlineAt ? row.deadlineAt.toISOString() : null,
  timeZone: row.timeZone,
  askDietary: row.askDietary,
  menu: row.menu,
  contact: row.contact,
});

async function readSettings(db: Db | Tx, eventId: string) {
  const [row] = await db.select(settingsColumns).from(events).where(eq(events.id, eventId));
  if (!row) throw new AppError("not_found", EVENT_MESSAGES.notFound);
  return row;
}

/** The owner's RSVP settings, with the settings' version a save is based on. */
export async function getRsvpSettings(db: Db, eventId: string) {
  const row = await readSettings(db, eventId);
  return { ...toSettings(row), version: row.version };
}

/** A menu choice's id: kept when the owner's form sent one back, else made from its place and name. */
export const choiceId = (meal: { id?: string; name: string }, index: number) =>
  meal.id ||
  `${index + 1}-${foldForSearch(meal.name)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 30)}`;

export async function saveRsvpSettings(
  db: Db,
  userId: string,
  eventId: string,
  input: z.output<typeof rsvpSettingsSchema>,
) {
  return db.transaction(async (tx) => {
    await recordChange(tx, eventId, userId, "rsvp.settings", ["event"]);
    const [event] = await tx
      .select({ version: events.settingsVersion, updatedBy: events.settingsUpdatedBy })
      .from(events)
      .where(eq(events.id, eventId))
      .for("update");
    if (!event) throw new AppError("not_found", EVENT_MESSAGES.notFound);
    await assertFresh(tx, userId, input.baseVersion, event);
    const deadlineAt = input.deadline ? localToInstant(input.deadline, input.timeZone) : null;
    const menu = input.menu.map((meal, index) => ({
      id: choiceId(meal, index),
      name: meal.name,
      description: meal.description,
    }));
    await tx
      .update(events)
      .set({
        rsvpEnabled: input.enabled,
        rsvpDeadline: input.deadline,
        rsvpDeadlineAt: deadlineAt,
        timeZone: input.timeZone,
        rsvpAskDietary: input.askDietary,
        rsvpMenu: menu,
        rsvpContact: input.contact ?? null,
        settingsVersion: event.version + 1,
        settingsUpdatedBy: userId,
      })
      .where(eq(events.id, eventId));
    if (input.enabled) await ensureCodes(tx, eventId);
    const row = await readSettings(tx, eventId);
    return { ...toSettings(row), version: row.version };
  });
}

/** Gives every invitation of the event (each household, each guest in none) a link code it lacks. */
export async function ensureCodes(tx: Db | Tx, eventId: string) {
  const missingHouseholds = await tx
    .select({ id: households.id })
    .from(households)
    .where(and(eq(households.eventId, eventId), isNull(households.rsvpCode)));
  for (const row of missingHouseholds)
    await tx.update(households).set({ rsvpCode: newRsvpCode() }).where(eq(households.id, row.id));
  const missingGuests = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), isNull(guests.householdId), isNull(guests.rsvpCode)));
  for (const row of missingGuests)
    await tx.update(guests).set({ rsvpCode: newRsvpCode() }).where(eq(guests.id, row.id));
}

/** An invitation: a household, or a guest in none. */
type Party =
  | { kind: "household"; id: string; name: string; code: string | null; plusOnes: number }
  | {
      kind: "guest";
      id: string;
      name: string;
      code: string | null;
      plusOnes: 0;
    };

async function partyByCode(db: Db | Tx, eventId: string, code: string, lock = false): Promise<Party> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) throw new AppError("not_found", RSVP_MESSAGES.invalidCode);
  const householdQuery = db
    .select({ id: households.id, name: households.name, plusOnes: households.plusOnes })
    .from(households)
    .where(and(eq(households.eventId, eventId), eq(households.rsvpCode, code)));
  const [household] = lock ? await householdQuery.for("update") : await householdQuery;
  if (household) return { kind: "household", ...household, code };
  const guestQuery = db
    .select({ id: guests.id, name: guests.name })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.rsvpCode, code), isNull(guests.householdId)));
  const [guest] = lock ? await guestQuery.for("update") : await guestQuery;
  if (guest) return { kind: "guest", ...guest, code, plusOnes: 0 };
  throw new AppError("not_found", RSVP_MESSAGES.invalidCode);
}

const membersWhere = (eventId: string, party: Party) =>
  party.kind === "household"
    ? and(eq(guests.eventId, eventId), eq(guests.householdId, party.id))
    : and(eq(guests.eventId, eventId), eq(guests.id, party.id));

/** Reads for the team's preview of an unpublished event (its guest page's RSVP, without answering). */
export interface PreviewOption {
  preview?: boolean;
}

/** The event as RSVP sees it: collecting, and where the guest page may be opened (or previewed). */
async function collectingEvent(db: Db | Tx, eventId: string, { preview = false }: PreviewOption = {}) {
  const row = await readSettings(db, eventId).catch(() => null);
  if (!row || (!row.isPublished && !preview)) throw new AppError("not_found", EVENT_MESSAGES.notFound);
  if (!row.enabled) throw new AppError("not_found", RSVP_MESSAGES.notCollecting);
  return row;
}

const isOpen = (settings: StoredSettings, now = new Date()) =>
  settings.deadlineAt === null || now.getTime() <= settings.deadlineAt.getTime();

async function invitationOf(
  db: Db | Tx,
  eventId: string,
  party: Party,
  settings: StoredSettings,
): Promise<RsvpInvitation> {
  const members = await db
    .select({
      guestId: guests.id,
      name: guests.name,
      status: guests.status,
      meal: guests.meal,
      dietary: guests.dietaryRestrictions,
      plusOne: guests.plusOne,
      rsvpAt: guests.rsvpAt,
    })
    .from(guests)
    .where(membersWhere(eventId, party))
    .orderBy(guests.plusOne, guests.createdAt, guests.id);
  const answered = members.map((member) => member.rsvpAt?.getTime() ?? 0);
  const last = Math.max(0, ...answered);
  const mealId = (name: string | null) => settings.menu.find((meal) => meal.name === name)?.id ?? null;
  return {
    code: party.code ?? "",
    name: party.name,
    members: members.map((member) => ({
      guestId: member.guestId,
      name: member.name,
      attending: member.rsvpAt === null ? null : member.status === "confirmed",
      meal: mealId(member.meal),
      dietary: settings.askDietary ? member.dietary : null,
      plusOne: member.plusOne,
    })),
    plusOnesAllowed: party.plusOnes,
    answeredAt: last ? new Date(last).toISOString() : null,
    open: isOpen(settings),
    settings: {
      deadline: settings.deadline,
      deadlineAt: settings.deadlineAt ? settings.deadlineAt.toISOString() : null,
      timeZone: settings.timeZone,
      askDietary: settings.askDietary,
      menu: settings.menu,
      contact: settings.contact,
    },
  };
}

/**
 * Finds the invitation of a full name as the hosts listed it (accents, case and spaces aside). A name of
 * two invitations needs the e-mail the hosts have for one of its people. Nothing but the invitation's code
 * comes back, and a miss says only that nothing was found.
 */
export async function findInvitation(
  db: Db,
  eventId: string,
  input: { name: string; email?: string },
  options: PreviewOption = {},
) {
  await collectingEvent(db, eventId, options);
  const wanted = foldForSearch(input.name);
  const listed = await db
    .select({ id: guests.id, name: guests.name, email: guests.email, householdId: guests.householdId })
    .from(guests)
    .where(eq(guests.eventId, eventId));
  const matches = listed.filter((guest) => foldForSearch(guest.name) === wanted);
  const partyKey = (guest: { id: string; householdId: string | null }) =>
    guest.householdId ?? `guest:${guest.id}`;
  let parties = [...new Set(matches.map(partyKey))];
  if (parties.length > 1) {
    const email = input.email ? foldForSearch(input.email) : "";
    if (!email) throw new AppError("conflict", RSVP_MESSAGES.needEmail, { email: RSVP_MESSAGES.needEmail });
    parties = parties.filter((key) =>
      listed.some((guest) => partyKey(guest) === key && guest.email && foldForSearch(guest.email) === email),
    );
  }
  const [key] = parties;
  if (!key || parties.length !== 1)
    throw new AppError("not_found", RSVP_MESSAGES.notFound, { name: RSVP_MESSAGES.notFound });
  return { code: await codeOf(db, eventId, key) };
}

/** The invitation's code, made the first time it is needed. */
async function codeOf(db: Db, eventId: string, key: string): Promise<string> {
  const code = newRsvpCode();
  if (key.startsWith("guest:")) {
    const id = key.slice("guest:".length);
    await db
      .update(guests)
      .set({ rsvpCode: code })
      .where(and(eq(guests.id, id), isNull(guests.rsvpCode)));
    const [row] = await db.select({ code: guests.rsvpCode }).from(guests).where(eq(guests.id, id));
    return row?.code ?? code;
  }
  await db
    .update(households)
    .set({ rsvpCode: code })
    .where(and(eq(households.id, key), eq(households.eventId, eventId), isNull(households.rsvpCode)));
  const [row] = await db.select({ code: households.rsvpCode }).from(households).where(eq(households.id, key));
  return row?.code ?? code;
}

/** What the invitation's link opens: its people and their answers, and what the event asks. */
export async function openInvitation(
  db: Db,
  eventId: string,
  code: string,
  options: PreviewOption = {},
): Promise<RsvpInvitation> {
  const settings = await collectingEvent(db, eventId, options);
  return invitationOf(db, eventId, await partyByCode(db, eventId, code), settings);
}

/**
 * The invitation's answer, whole, in one transaction: each member attending or not (confirmed or declined),
 * their meal from the menu and their dietary needs, the plus-ones it may name (added to the household
 * unseated, renamed, or removed when left out). Nothing else of a guest changes. Answers of one invitation
 * are taken one at a time (its row is locked): the later one wins whole.
 */
export async function answerInvitation(
  db: Db,
  eventId: string,
  code: string,
  input: z.output<typeof rsvpAnswerSchema>,
): Promise<RsvpAnswered> {
  const settings = await collectingEvent(db, eventId);
  if (!isOpen(settings)) throw new AppError("gone", RSVP_MESSAGES.closed);
  const found = await partyByCode(db, eventId, code);
  return db.transaction(async (tx) => {
    await recordChange(tx, eventId, null, "rsvp.answer", ["guests", "seating"], {
      subject: { name: found.name, reason: null },
    });
    const party = await partyByCode(tx, eventId, code, true);
    const members = await tx
      .select({ id: guests.id, plusOne: guests.plusOne, rsvpAt: guests.rsvpAt })
      .from(guests)
      .where(membersWhere(eventId, party));
    // Another phone's answer since the form was opened: this one still wins whole, and says so.
    const last = Math.max(0, ...members.map((member) => member.rsvpAt?.getTime() ?? 0));
    const basis = input.basis ? Date.parse(input.basis) : 0;
    const replacedAt = input.basis !== undefined && last > basis ? new Date(last).toISOString() : null;
    const invited = new Set(members.filter((member) => !member.plusOne).map((member) => member.id));
    const plusOnes = new Set(members.filter((member) => member.plusOne).map((member) => member.id));
    const meal = (id: string | null, attending: boolean) => {
      if (!attending || id === null) return null;
      const choice = settings.menu.find((candidate) => candidate.id === id);
      if (!choice) throw new AppError("validation_failed", RSVP_MESSAGES.mealNotOnMenu);
      return choice.name;
    };
    const now = new Date();
    // The members' answers in one statement: one round trip, one history row set, whatever the household.
    for (const member of input.members)
      if (!invited.has(member.guestId)) throw new AppError("validation_failed", RSVP_MESSAGES.notMember);
    if (input.members.length > 0) {
      const rows = input.members.map(
        (member) =>
          sql`(${member.guestId}::uuid, ${member.attending ? "confirmed" : "declined"}, ${meal(member.meal, member.attending)}::text, ${member.attending ? (member.dietary ?? null) : null}::text)`,
      );
      await tx.execute(sql`
        update ${guests} as g set status = a.status, meal = a.meal,
          dietary_restrictions = ${settings.askDietary ? sql`a.dietary` : sql`g.dietary_restrictions`},
          rsvp_at = ${now}, updated_at = ${now}
        from (values ${sql.join(rows, sql`, `)}) as a (id, status, meal, dietary)
        where g.id = a.id and g.event_id = ${eventId}::uuid`);
    }
    if (input.plusOnes.length > party.plusOnes)
      throw new AppError("validation_failed", RSVP_MESSAGES.tooManyPlusOnes(party.plusOnes));
    const kept = new Set<string>();
    for (const plusOne of input.plusOnes) {
      const values = {
        name: plusOne.name,
        status: "confirmed" as const,
        meal: meal(plusOne.meal, true),
        ...(settings.askDietary ? { dietaryRestrictions: plusOne.dietary ?? null } : {}),
        rsvpAt: now,
        updatedAt: now,
      };
      if (plusOne.guestId && plusOnes.has(plusOne.guestId)) {
        kept.add(plusOne.guestId);
        await tx.update(guests).set(values).where(eq(guests.id, plusOne.guestId));
      } else if (plusOne.guestId) {
        throw new AppError("validation_failed", RSVP_MESSAGES.notMember);
      } else {
        await tx.insert(guests).values({ ...values, eventId, householdId: party.id, plusOne: true });
      }
    }
    const dropped = [...plusOnes].filter((id) => !kept.has(id));
    if (dropped.length)
      await tx.delete(guests).where(and(eq(guests.eventId, eventId), inArray(guests.id, dropped)));
    return { ...(await invitationOf(tx, eventId, party, settings)), replacedAt };
  });
}

/**
 * Every invitation of an event — each household, each guest in none — with its code, its plus-ones, when it
 * was last e-mailed and last answered, and whose people it holds (`household_id` or `guest_id`). The owner's
 * links and the RSVP e-mails (rsvp-mail.service.ts) both read it.
 */
export const invitationsOf = (eventId: string) => sql`
  select 'household' as kind, h.id, h.name, h.rsvp_code as code, h.plus_ones, h.rsvp_mailed_at as mailed_at,
    (select max(g.rsvp_at) from guests g where g.household_id = h.id) as answered_at,
    h.id as household_id, null::uuid as guest_id
  from households h where h.event_id = ${eventId}::uuid
  union all
  select 'guest', g.id, g.name, g.rsvp_code, 0, g.rsvp_mailed_at, g.rsvp_at, null, g.id
  from guests g where g.event_id = ${eventId}::uuid and g.household_id is null`;

/** The owner's view of every invitation's link: households and guests in none, with their codes. */
export async function listRsvpLinks(db: Db, eventId: string): Promise<RsvpLink[]> {
  const result = (await db.execute(sql`
    select kind, id, name, code, plus_ones, answered_at from (${invitationsOf(eventId)}) i order by name`)) as unknown as {
    rows: {
      kind: "household" | "guest";
      id: string;
      name: string;
      code: string | null;
      plus_ones: number;
      answered_at: string | null;
    }[];
  };
  return result.rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    code: row.code,
    plusOnes: row.plus_ones,
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
  }));
}

/** A new link code for an invitation: the old link stops working. */
export async function regenerateCode(
  db: Db,
  userId: string,
  eventId: string,
  target: { kind: "household" | "guest"; id: string },
) {
  return db.transaction(async (tx) => {
    await recordChange(tx, eventId, userId, "rsvp.link", ["guests"]);
    const code = newRsvpCode();
    const updated =
      target.kind === "household"
        ? await tx
            .update(households)
            .set({ rsvpCode: code })
            .where(and(eq(households.id, target.id), eq(households.eventId, eventId)))
            .returning({ id: households.id })
        : await tx
            .update(guests)
            .set({ rsvpCode: code })
            .where(and(eq(guests.id, target.id), eq(guests.eventId, eventId), isNull(guests.householdId)))
            .returning({ id: guests.id });
    if (updated.length === 0) throw new AppError("not_found", RSVP_MESSAGES.invalidCode);
    return { code };
  });
}

/** How many plus-ones a household may name. */
export async function setPlusOnes(
  db: Db,
  userId: string,
  eventId: string,
  householdId: string,
  plusOnes: number,
) {
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, userId, "household.update", ["guests"]);
    const updated = await tx
      .update(households)
      .set({ plusOnes })
      .where(and(eq(households.id, householdId), eq(households.eventId, eventId)))
      .returning({ id: households.id });
    if (updated.length === 0) throw new AppError("not_found", RSVP_MESSAGES.invalidCode);
  });
}
