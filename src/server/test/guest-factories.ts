import { tables } from "@/server/db/schema";
import type { Event } from "@/shared/event";
import type { CreateGuestInput, Guest } from "@/shared/guests";
import type { ImportResult } from "@/shared/guests-import";
import type { GuestList } from "@/shared/guests-list";
import { createEvent, signUpUser, type TestUser } from "./factories";
import { createTestContext, type TestContext } from "./harness";

/** Guest test data through the public API, like the other factories. */

export interface OwnerWithEvent {
  ctx: TestContext;
  ann: TestUser;
  bo: TestUser;
  event: Event;
}

/**
 * The set-up of a test file for an event's guests: a fresh app, Ann who owns `event`, and Bo, another user
 * (Ann's event is not his). Call once in beforeAll and close `ctx` in afterAll.
 */
export async function ownerWithEvent(): Promise<OwnerWithEvent> {
  const ctx = await createTestContext();
  const ann = await signUpUser(ctx, { name: "Ann" });
  const bo = await signUpUser(ctx, { name: "Bo" });
  return { ctx, ann, bo, event: await createEvent(ctx, ann.cookie) };
}

export async function addGuest(
  ctx: TestContext,
  cookie: string,
  eventId: string,
  input: CreateGuestInput = { name: "Ann Lee" },
): Promise<Guest> {
  const response = await ctx.request(`/api/events/${eventId}/guests`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(input),
  });
  if (response.status !== 201)
    throw new Error(`guest creation failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as Guest;
}

export async function guestList(ctx: TestContext, cookie: string, eventId: string): Promise<GuestList> {
  const response = await ctx.request(`/api/events/${eventId}/guests`, { headers: { cookie } });
  if (response.status !== 200)
    throw new Error(`guest list failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as GuestList;
}

export interface ImportOptions {
  mapping?: string[];
  skipDuplicates?: boolean;
  /** Older clients' field, which the server now ignores. */
  skipInvalid?: boolean;
  splitCouples?: boolean;
  fileName?: string;
  /** A workbook's sheet to import. */
  sheet?: string;
  mode?: string;
  exclude?: string[];
  keep?: string[];
}

/** POST .../guests/import as a browser sends it: multipart with the file and the preview's choices. */
export function postImport(
  ctx: TestContext,
  cookie: string | undefined,
  eventId: string,
  file: string | Uint8Array<ArrayBuffer>,
  options: ImportOptions = {},
): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([file], options.fileName ?? "guests.csv", { type: "text/csv" }));
  if (options.mapping) form.append("mapping", JSON.stringify(options.mapping));
  if (options.skipDuplicates !== undefined) form.append("skipDuplicates", String(options.skipDuplicates));
  if (options.skipInvalid !== undefined) form.append("skipInvalid", String(options.skipInvalid));
  if (options.sheet !== undefined) form.append("sheet", options.sheet);
  if (options.splitCouples !== undefined) form.append("splitCouples", String(options.splitCouples));
  if (options.mode !== undefined) form.append("mode", options.mode);
  if (options.exclude) form.append("exclude", options.exclude.join(","));
  if (options.keep) form.append("keep", options.keep.join(","));
  return ctx.request(`/api/events/${eventId}/guests/import`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
}

export async function importCsv(
  ctx: TestContext,
  cookie: string,
  eventId: string,
  file: string | Uint8Array<ArrayBuffer>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const response = await postImport(ctx, cookie, eventId, file, options);
  if (response.status !== 200)
    throw new Error(`import failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as ImportResult;
}

/** A table straight into the database: the tables API arrives with the seating issue. */
export async function addTable(
  ctx: TestContext,
  eventId: string,
  table: { number: number; capacity?: number; name?: string },
): Promise<{ id: string; number: number; name: string; capacity: number }> {
  const [row] = await ctx.deps.database.db
    .insert(tables)
    .values({ eventId, name: table.name ?? `Table ${table.number}`, capacity: 8, ...table })
    .returning({ id: tables.id, number: tables.number, name: tables.name, capacity: tables.capacity });
  return row!;
}
