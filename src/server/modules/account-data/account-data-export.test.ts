import { zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { as, signUpUser, type TestUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  type ExportedEvent,
  type Manifest,
} from "@/shared/account-data";
import type { Event } from "@/shared/event";
import type { RsvpLink } from "@/shared/rsvp";
import { joinTeam } from "../team/team-test-helpers";
import {
  downloadData,
  furnishedEvent,
  importZip,
  jsonOf,
  PNG,
  withoutIds,
} from "./account-data-test-helpers";
import { readEventExport } from "./event-document";

const ctx = testFileContext();

describe("Download my data", () => {
  test("signed out: 401", async () => {
    expect((await ctx.request("/api/account/data")).status).toBe(401);
  });

  test("a zip with the manifest, the account, and per event its JSON, guest list, floor plan and cover", async () => {
    const ann = await signUpUser(ctx, { name: "Ann" });
    const event = await furnishedEvent(ctx, ann);
    const files = await downloadData(ctx, ann);
    expect(Object.keys(files).sort()).toEqual([
      "account.json",
      "events/1/event.json",
      "events/1/floor-plan.svg",
      "events/1/guests.csv",
      "events/1/uploads/cover.png",
      "manifest.json",
    ]);
    const manifest = jsonOf(files, "manifest.json") as Manifest;
    expect(manifest).toMatchObject({
      format: ACCOUNT_DATA_FORMAT,
      version: ACCOUNT_DATA_VERSION,
      events: [{ folder: "events/1", title: event.title, date: event.date, role: "co-owner" }],
    });
    const account = jsonOf(files, "account.json") as Record<string, unknown>;
    expect(account).toMatchObject({
      profile: { id: ann.user.id, email: ann.user.email, name: "Ann" },
      teams: [{ eventId: event.id, role: "co-owner" }],
      invitationsSent: [],
    });
    expect((account.sessions as unknown[]).length).toBeGreaterThan(0);
    // Sessions without their tokens.
    expect(JSON.stringify(account)).not.toMatch(/token/i);
    const doc = jsonOf(files, "events/1/event.json") as ExportedEvent;
    expect(doc.event).toMatchObject({
      title: event.title,
      venue: "The Old Mill",
      cover: "uploads/cover.png",
    });
    expect(doc.guests).toHaveLength(4);
    expect(doc.guests?.find((guest) => guest.name === "Ana Lee")).toMatchObject({
      email: "ana@example.com",
      notes: "Allergic to cats",
      seatNumber: 2,
    });
    expect(files["events/1/uploads/cover.png"]).toEqual(PNG);
    const csv = new TextDecoder().decode(files["events/1/guests.csv"]);
    expect(csv).toContain("ana@example.com");
    const svg = new TextDecoder().decode(files["events/1/floor-plan.svg"]);
    expect(svg).toContain("<svg");
    expect(svg).toContain("Table 1");
    expect(svg).toContain("Rosemary");
    expect(svg).toContain("<ellipse");
    expect(svg).toContain("Dance &#60;floor&#62;");
  });

  test("a caterer's part holds no e-mails, phones or notes and no guest list file; check-in staff get the event only", async () => {
    const ann = await signUpUser(ctx);
    const cat = await signUpUser(ctx);
    const door = await signUpUser(ctx);
    const event = await furnishedEvent(ctx, ann);
    await joinTeam(ctx, ann, event.id, cat, "caterer");
    await joinTeam(ctx, ann, event.id, door, "check-in");

    const catering = await downloadData(ctx, cat);
    expect(Object.keys(catering)).not.toContain("events/1/guests.csv");
    const doc = jsonOf(catering, "events/1/event.json") as ExportedEvent;
    expect(doc.role).toBe("caterer");
    expect(doc.guests).toHaveLength(4);
    for (const guest of doc.guests ?? [])
      expect(guest).toMatchObject({ email: null, phone: null, notes: null });
    expect(JSON.stringify(doc)).not.toContain("ana@example.com");
    expect(doc.guests?.find((guest) => guest.name === "Ana Lee")?.dietaryRestrictions).toBe("No nuts");

    const checkIn = await downloadData(ctx, door);
    expect(Object.keys(checkIn).sort()).toEqual([
      "account.json",
      "events/1/event.json",
      "events/1/uploads/cover.png",
      "manifest.json",
    ]);
    const door1 = jsonOf(checkIn, "events/1/event.json") as ExportedEvent;
    expect(door1.guests).toBeUndefined();
    expect(door1.tables).toBeUndefined();
  });
});

describe("Import an event", () => {
  test("export → import gives an equal event: a new one of the importer's, every id new, the cover copied", async () => {
    const ann = await signUpUser(ctx);
    const original = await furnishedEvent(ctx, ann);
    const files = await downloadData(ctx, ann);
    const bo = await signUpUser(ctx);

    const response = await importZip(ctx, bo, zipSync(files));
    expect(response.status).toBe(201);
    const result = (await json(response)) as { eventId: string; guests: number; tables: number };
    expect(result).toMatchObject({ guests: 4, tables: 2 });
    expect(result.eventId).not.toBe(original.id);

    const db = ctx.deps.database.db;
    const before = await readEventExport(db, original.id, "co-owner");
    const after = await readEventExport(db, result.eventId, "co-owner");
    expect(withoutIds(after.document)).toEqual(withoutIds(before.document));
    // RSVP came along: the settings, the household's plus-ones, the plus-one named and when they answered.
    expect(after.document.rsvp).toMatchObject({ enabled: true, deadline: "2099-05-01T18:00" });
    expect(after.document.households?.[0]?.plusOnes).toBe(1);
    expect(after.document.guests?.find((guest) => guest.name === "Dee Lee")).toMatchObject({
      plusOne: true,
      rsvpAt: expect.any(String),
    });
    // …but not the link codes: the imported event's invitations have new ones.
    const linksOf = async (user: TestUser, eventId: string) =>
      (
        (await json(await as(ctx, user.cookie).get(`/api/events/${eventId}/rsvp/links`))) as {
          links: RsvpLink[];
        }
      ).links;
    const [oldCode] = (await linksOf(ann, original.id)).map((link) => link.code);
    const [newCode] = (await linksOf(bo, result.eventId)).map((link) => link.code);
    expect(newCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newCode).not.toBe(oldCode);
    const ids = (doc: ExportedEvent) => [
      ...(doc.guests ?? []).map((row) => row.id),
      ...(doc.tables ?? []).map((row) => row.id),
      ...(doc.households ?? []).map((row) => row.id),
      ...(doc.groups ?? []).map((row) => row.id),
    ];
    const old = new Set(ids(before.document));
    expect(ids(after.document).filter((id) => old.has(id))).toEqual([]);
    // The cover is a new upload of Bo's, with the same bytes.
    expect(after.coverKey).not.toBe(before.coverKey);
    expect(ctx.deps.storage.keys.isOwnedBy(after.coverKey!, bo.user.id)).toBe(true);
    expect(await ctx.deps.storage.get(after.coverKey!)).toEqual(PNG);

    // Bo is its only member, a co-owner; Ann is not on it.
    const bosEvent = (await json(await as(ctx, bo.cookie).get(`/api/events/${result.eventId}`))) as Event;
    expect(bosEvent.title).toBe(original.title);
    expect((await as(ctx, ann.cookie).get(`/api/events/${result.eventId}`)).status).toBe(404);
  });

  test("a zip of several events imports the one chosen, and asks which without a choice", async () => {
    const ann = await signUpUser(ctx);
    await furnishedEvent(ctx, ann, "First");
    await furnishedEvent(ctx, ann, "Second");
    const zip = zipSync(await downloadData(ctx, ann));
    const unchosen = await importZip(ctx, ann, zip);
    expect(unchosen.status).toBe(400);
    expect((await errorOf(unchosen)).message).toBe(
      "This download holds several events: choose the one to import",
    );
    const manifest = jsonOf(await downloadData(ctx, ann), "manifest.json") as Manifest;
    const index = manifest.events.findIndex((entry) => entry.title === "First");
    const chosen = await importZip(ctx, ann, zip, `?event=${index}`);
    expect(chosen.status).toBe(201);
    expect(await json(chosen)).toMatchObject({ title: "First" });
  });

  test("signed out: 401", async () => {
    const response = await ctx.request("/api/account/import", {
      method: "POST",
      headers: { "content-type": "application/zip" },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(response.status).toBe(401);
  });
});
