import { asc, desc, eq } from "drizzle-orm";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Db } from "@/server/db/client";
import {
  eventInvitations,
  eventMembers,
  events,
  session,
  supportRequests,
  user as userTable,
} from "@/server/db/schema";
import type { Logger } from "@/server/lib/logger";
import type { Storage } from "@/server/lib/storage";
import { guestListCsv } from "@/server/modules/guests/guests-export.service";
import { ACCOUNT_DATA_FORMAT, ACCOUNT_DATA_VERSION, type Manifest } from "@/shared/account-data";
import { can } from "@/shared/roles";
import { type EventExport, readEventExport } from "./event-document";
import { floorPlanSvg } from "./floor-plan-svg";

export interface AccountDataContext {
  db: Db;
  storage: Storage;
  log: Logger;
}

interface Folder {
  path: string;
  event: EventExport;
  csv: string | null;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The account's own data: profile, sessions (never their tokens), teams, invitations sent, support requests. */
async function readAccount(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
      role: userTable.role,
      locale: userTable.locale,
      createdAt: userTable.createdAt,
      lastSignInAt: userTable.lastSignInAt,
    })
    .from(userTable)
    .where(eq(userTable.id, userId));
  const [sessions, teams, invitations, requests] = await Promise.all([
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.createdAt)),
    db
      .select({
        eventId: events.id,
        title: events.title,
        role: eventMembers.role,
        joinedAt: eventMembers.createdAt,
      })
      .from(eventMembers)
      .innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(eq(eventMembers.userId, userId))
      .orderBy(asc(eventMembers.createdAt)),
    db
      .select({
        event: events.title,
        email: eventInvitations.email,
        role: eventInvitations.role,
        createdAt: eventInvitations.createdAt,
        expiresAt: eventInvitations.expiresAt,
        acceptedAt: eventInvitations.acceptedAt,
        revokedAt: eventInvitations.revokedAt,
      })
      .from(eventInvitations)
      .innerJoin(events, eq(events.id, eventInvitations.eventId))
      .where(eq(eventInvitations.invitedBy, userId))
      .orderBy(asc(eventInvitations.createdAt)),
    db
      .select({
        subject: supportRequests.subject,
        message: supportRequests.message,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
      })
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId))
      .orderBy(asc(supportRequests.createdAt)),
  ]);
  return {
    profile,
    sessions,
    teams,
    invitationsSent: invitations,
    supportRequests: requests,
  };
}

/**
 * Download my data (docs/decisions/027-take-your-data.md): everything is read from the database first (a
 * failure is still an error answer), then the zip is streamed: manifest.json, account.json, and per event
 * events/{n}/event.json, guests.csv (roles with `guests.contacts`, when there are guests), floor-plan.svg
 * (roles with `tables.read`) and the cover from storage.
 */
export async function exportAccountData(
  ctx: AccountDataContext,
  userId: string,
): Promise<ReadableStream<Uint8Array>> {
  const account = await readAccount(ctx.db, userId);
  const folders: Folder[] = [];
  for (const [index, team] of account.teams.entries()) {
    const event = await readEventExport(ctx.db, team.eventId, team.role);
    const csv = can(team.role, "guests.contacts") ? await guestListCsv(ctx.db, team.eventId) : null;
    folders.push({ path: `events/${index + 1}`, event, csv });
  }
  const manifest: Manifest = {
    format: ACCOUNT_DATA_FORMAT,
    version: ACCOUNT_DATA_VERSION,
    exportedAt: new Date().toISOString(),
    events: folders.map(({ path, event: { document } }) => ({
      folder: path,
      title: document.event.title,
      date: document.event.date,
      role: document.role,
    })),
  };

  const zip = new Zip();
  const add = (name: string, bytes: Uint8Array, compress = true) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.ondata = (error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      };
      void (async () => {
        add("manifest.json", json(manifest));
        add("account.json", json(account));
        for (const { path, event, csv } of folders) {
          add(`${path}/event.json`, json(event.document));
          if (csv !== null) add(`${path}/guests.csv`, strToU8(csv));
          if (can(event.document.role, "tables.read")) {
            add(
              `${path}/floor-plan.svg`,
              strToU8(
                floorPlanSvg({
                  tables: event.document.tables ?? [],
                  venueElements: event.document.venueElements ?? [],
                }),
              ),
            );
          }
          const cover = event.coverKey ? await ctx.storage.get(event.coverKey) : null;
          // Images are compressed already: stored as they are.
          if (cover) add(`${path}/${event.document.event.cover}`, cover, false);
          else if (event.coverKey) ctx.log.warn("data download: a cover is missing from storage", { path });
        }
        zip.end();
      })().catch((error: unknown) => {
        ctx.log.error("data download failed while streaming", { error: String(error) });
        controller.error(error);
      });
    },
  });
}
