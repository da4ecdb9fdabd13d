import { type Unzipped, unzipSync } from "fflate";
import { as, createEvent, type TestUser } from "@/server/test/factories";
import { addGuest } from "@/server/test/guest-factories";
import type { TestContext } from "@/server/test/harness";
import { RSVP_SETTINGS } from "@/server/test/rsvp-factories";
import type { ExportedEvent } from "@/shared/account-data";
import type { Event } from "@/shared/event";
import { DEFAULT_PRINT_OPTIONS } from "@/shared/print/options";
import type { RsvpLink, RsvpSettings } from "@/shared/rsvp";
import type { SavedFloorPlan } from "@/shared/tables";
import type { UploadResult } from "@/shared/upload";

/** A 1×1 transparent PNG. */
export const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  if (answered.status !== status) throw new Error(`${answered.status}: ${await answered.text()}`);
  return (answered.status === 204 ? undefined : await answered.json()) as T;
}

/** An uploaded cover image of `user`'s, through POST /api/uploads. */
export async function uploadCover(ctx: TestContext, user: TestUser): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", new File([PNG], "cover.png", { type: "image/png" }));
  form.append("folder", "covers");
  return ok(
    ctx.request("/api/uploads", { method: "POST", headers: { cookie: user.cookie }, body: form }),
    201,
  );
}

/**
 * An event with one of everything, made through the API as its owner would: a cover, a custom theme, a floor
 * plan (two tables, a dance floor), a household, a group, three guests (two seated, with contacts), a rule,
 * a printed escort card snapshot, and RSVP collected: the household's answer names a fourth guest, a plus-one.
 */
export async function furnishedEvent(ctx: TestContext, owner: TestUser, title = "Ann & Bo's Wedding") {
  const api = as(ctx, owner.cookie);
  const cover = await uploadCover(ctx, owner);
  const event = await createEvent(ctx, owner.cookie, { title, venue: "The Old Mill" });
  await ok<Event>(api.patch(`/api/events/${event.id}`, { coverImagePath: cover.path, passcode: "rosemary" }));
  await ok(
    api.put(`/api/events/${event.id}/theme`, {
      primaryColor: "#9b87f5",
      secondaryColor: "#f5f3ff",
      tertiaryColor: "#1f1a2e",
      headingFont: "Playfair Display",
      bodyFont: "Lato",
    }),
  );
  const plan = await ok<SavedFloorPlan>(
    api.put(`/api/events/${event.id}/tables`, {
      tables: [
        { id: "new-1", name: "Rosemary", capacity: 8, shape: "round", position: { x: 300, y: 300 } },
        {
          id: "new-2",
          name: "Head",
          capacity: 10,
          shape: "rectangular",
          position: { x: 700, y: 200 },
          rotation: 90,
          isHead: true,
        },
      ],
      venueElements: [
        {
          id: "new-3",
          kind: "dance_floor",
          label: "Dance <floor>",
          position: { x: 500, y: 600 },
          width: 240,
          height: 240,
        },
      ],
    }),
  );
  const [rosemary, head] = [plan.createdIds["new-1"]!, plan.createdIds["new-2"]!];
  const household = await ok<{ id: string }>(
    api.post(`/api/events/${event.id}/households`, { name: "The Lees" }),
    201,
  );
  const group = await ok<{ id: string }>(
    api.post(`/api/events/${event.id}/groups`, { name: "College", importance: "high" }),
    201,
  );
  const ana = await addGuest(ctx, owner.cookie, event.id, {
    name: "Ana Lee",
    email: "ana@example.com",
    phone: "+1 555 0100",
    notes: "Allergic to cats",
    status: "confirmed",
    tableId: rosemary,
    seatNumber: 2,
    householdId: household.id,
    groupIds: [group.id],
    meal: "Fish",
    dietaryRestrictions: "No nuts",
  });
  const ben = await addGuest(ctx, owner.cookie, event.id, {
    name: "Ben Lee",
    tableId: head,
    seatNumber: 1,
    householdId: household.id,
  });
  await addGuest(ctx, owner.cookie, event.id, {
    name: "Cy Park",
    email: "cy@example.com",
    status: "declined",
  });
  await ok(
    api.post(`/api/events/${event.id}/seating-rules`, {
      guestAId: ana.id,
      guestBId: ben.id,
      kind: "together",
      strength: "must",
    }),
    201,
  );
  // RSVP: the Lees may bring one more, and answered through their link, naming Dee.
  await ok(api.put(`/api/events/${event.id}/households/${household.id}/plus-ones`, { plusOnes: 1 }), 204);
  await ok(api.patch(`/api/events/${event.id}`, { isPublished: true }));
  const rsvp = await ok<RsvpSettings>(api.put(`/api/events/${event.id}/rsvp`, RSVP_SETTINGS));
  const { links } = await ok<{ links: RsvpLink[] }>(api.get(`/api/events/${event.id}/rsvp/links`));
  const code = links.find((link) => link.id === household.id)!.code!;
  await ok(
    as(ctx).put(`/api/public/events/${event.id}/rsvp/${code}`, {
      members: [
        { guestId: ana.id, attending: true, meal: rsvp.menu[0]!.id, dietary: "No nuts" },
        { guestId: ben.id, attending: false },
      ],
      plusOnes: [{ name: "Dee Lee", meal: rsvp.menu[1]!.id }],
    }),
  );
  await ok(
    api.put(`/api/events/${event.id}/print-snapshots/escort`, {
      options: DEFAULT_PRINT_OPTIONS,
      cards: [{ key: `g:${ana.id}`, name: "Ana Lee", table: "Table 1", meal: "Fish" }],
    }),
  );
  return event;
}

/** GET /api/account/data, unzipped. */
export async function downloadData(ctx: TestContext, user: TestUser): Promise<Unzipped> {
  const response = await ctx.request("/api/account/data", { headers: { cookie: user.cookie } });
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

export function importZip(ctx: TestContext, user: TestUser, zip: Uint8Array, query = "") {
  return ctx.request(`/api/account/import${query}`, {
    method: "POST",
    headers: { cookie: user.cookie, "content-type": "application/zip" },
    body: new Uint8Array(zip),
  });
}

export const jsonOf = (files: Unzipped, name: string) =>
  JSON.parse(new TextDecoder().decode(files[name])) as unknown;

/** The document with every id replaced by its row's place in its list, so two copies of one event compare
 * equal whatever their ids. */
export function withoutIds(doc: ExportedEvent): unknown {
  const names = new Map<string, string>();
  for (const [list, rows] of Object.entries({
    table: doc.tables ?? [],
    household: doc.households ?? [],
    group: doc.groups ?? [],
    guest: doc.guests ?? [],
  }))
    for (const [index, row] of rows.entries()) names.set(row.id, `${list}-${index}`);
  const rename = (id: string | null) => (id === null ? null : (names.get(id) ?? `unknown ${id}`));
  return {
    ...doc,
    tables: doc.tables?.map((table) => ({ ...table, id: rename(table.id) })),
    households: doc.households?.map((row) => ({ ...row, id: rename(row.id) })),
    groups: doc.groups?.map((row) => ({ ...row, id: rename(row.id) })),
    guests: doc.guests?.map((guest) => ({
      ...guest,
      id: rename(guest.id),
      tableId: rename(guest.tableId ?? null),
      householdId: rename(guest.householdId ?? null),
      groupIds: guest.groupIds?.map(rename),
    })),
    seatingRules: doc.seatingRules
      ?.map(
        (rule) =>
          `${[rename(rule.guestAId), rename(rule.guestBId)].sort().join("+")}:${rule.kind}:${rule.strength}`,
      )
      .sort(),
    printSnapshots: doc.printSnapshots?.map((snapshot) => ({
      ...snapshot,
      cards: snapshot.cards.map((card) => ({
        ...card,
        key: `${card.key.slice(0, 2)}${rename(card.key.slice(2))}`,
      })),
    })),
  };
}
