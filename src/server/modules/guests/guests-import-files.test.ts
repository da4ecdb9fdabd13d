import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { guestList, importCsv, postImport } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import { MB } from "@/shared/constants";
import type { ImportResult } from "@/shared/guests-import";

let ctx: TestContext;
let ann: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
});
afterAll(async () => ctx?.close());

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "../../..", "shared/csv/fixtures", name)));
const newEvent = () => createEvent(ctx, ann.cookie, { title: "Files" });
const byName = <T extends { name: string }>(guests: T[]) =>
  [...guests].sort((a, b) => a.name.localeCompare(b.name));

describe("workbooks and contacts through the import route", () => {
  test("an Excel workbook: the first sheet's guests, phone numbers in full, the title row left out", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("excel-guests.xlsx"), {
      fileName: "guests.xlsx",
    });
    expect(result.imported).toBe(2);
    const { guests } = await guestList(ctx, ann.cookie, event.id);
    expect(byName(guests).map(({ name, email, phone }) => ({ name, email, phone }))).toEqual([
      { name: "Ana Souza", email: "ana@example.com", phone: "447700900123" },
      { name: "Bo Kim", email: "bo@example.kr", phone: "+82 10-1234-5678" },
    ]);
  });

  test("the sheet the owner picked is the one imported; an unknown sheet is refused, nothing written", async () => {
    const event = await newEvent();
    const notes = await importCsv(ctx, ann.cookie, event.id, fixture("excel-guests.xlsx"), {
      sheet: "Notes",
    });
    expect(notes.imported).toBe(1);
    expect((await guestList(ctx, ann.cookie, event.id)).guests.map((guest) => guest.notes)).toEqual([
      "Vegetarian",
    ]);
    const unknown = await postImport(ctx, ann.cookie, event.id, fixture("excel-guests.xlsx"), {
      sheet: "Nope",
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe("This workbook has no sheet named “Nope”.");
    expect((await guestList(ctx, ann.cookie, event.id)).guests).toHaveLength(1);
  });

  test("an OpenDocument spreadsheet", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("libreoffice-guests.ods"));
    expect(result.imported).toBe(2);
    const { guests } = await guestList(ctx, ann.cookie, event.id);
    expect(byName(guests).map((guest) => guest.name)).toEqual(["Chloé  Martin", "Hugo Bernard"]);
  });

  test("a phone's contacts export (.vcf): names, preferred e-mail and phone, notes", async () => {
    const event = await newEvent();
    const result = await importCsv(ctx, ann.cookie, event.id, fixture("iphone.vcf"), {
      fileName: "contacts.vcf",
    });
    expect(result.imported).toBe(2);
    const ana = (await guestList(ctx, ann.cookie, event.id)).guests.find(
      (guest) => guest.name === "Ana Souza",
    );
    expect(ana).toMatchObject({
      email: "ana@example.com",
      phone: "+55 11 91234-5678",
      notes: "Bride's cousin, from São Paulo\nVegetarian",
    });
  });

  test("a contacts file sent as the body itself (text/vcard)", async () => {
    const event = await newEvent();
    const response = await ctx.request(`/api/events/${event.id}/guests/import`, {
      method: "POST",
      headers: { cookie: ann.cookie, "content-type": "text/vcard" },
      body: fixture("android.vcf"),
    });
    expect(response.status).toBe(200);
    expect(((await json(response)) as ImportResult).imported).toBe(3);
  });

  test("a workbook sent as the body itself, with its sheet in the query", async () => {
    const event = await newEvent();
    const response = await ctx.request(`/api/events/${event.id}/guests/import?sheet=Notes`, {
      method: "POST",
      headers: {
        cookie: ann.cookie,
        "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      },
      body: fixture("excel-guests.xlsx"),
    });
    expect(response.status).toBe(200);
    expect(((await json(response)) as ImportResult).imported).toBe(1);
  });
});

describe("workbooks refused: a clear 4xx each, nothing written", () => {
  test("a damaged workbook, a picture renamed .xlsx", async () => {
    const event = await newEvent();
    const whole = fixture("excel-guests.xlsx");
    const cut = await postImport(ctx, ann.cookie, event.id, whole.slice(0, whole.length - 400), {
      fileName: "guests.xlsx",
    });
    expect(cut.status).toBe(400);
    expect((await errorOf(cut)).message).toBe(
      "This workbook is damaged and cannot be read. Open it in your spreadsheet app, save it again, then import it.",
    );
    const png = new Uint8Array(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    const picture = await postImport(ctx, ann.cookie, event.id, png, { fileName: "guests.xlsx" });
    expect(picture.status).toBe(415);
    expect((await guestList(ctx, ann.cookie, event.id)).guests).toHaveLength(0);
  });

  test("a workbook over 10 MB is refused by its size while it streams in", async () => {
    const event = await newEvent();
    const big = new Uint8Array(10 * MB + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const response = await postImport(ctx, ann.cookie, event.id, big, { fileName: "guests.xlsx" });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe("File size must be less than 10MB");
  });
});
