import { eq } from "drizzle-orm";
import { strToU8, type Unzipped, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { eventMembers } from "@/server/db/schema";
import { signUpUser, testFileUser } from "@/server/test/factories";
import { errorOf, madeBeforeAll, testFileContext } from "@/server/test/harness";
import { MAX_IMPORT_ENTRIES, MAX_IMPORT_ZIP_MB } from "@/shared/account-data";
import { MB } from "@/shared/constants";
import { downloadData, furnishedEvent, importZip, jsonOf } from "./account-data-test-helpers";

const ctx = testFileContext();
const ann = testFileUser(ctx);
/** Ann's data download with one event: each test spoils a copy of it. */
const download = madeBeforeAll("Ann's download", async () => {
  await furnishedEvent(ctx, ann);
  return downloadData(ctx, ann);
});
const copy = (): Unzipped => ({ ...download });
const text = (value: unknown) => strToU8(typeof value === "string" ? value : JSON.stringify(value));

/** How many events Ann is on: a refused import writes nothing. */
const annsEvents = () => ctx.deps.database.db.$count(eventMembers, eq(eventMembers.userId, ann.user.id));

async function refused(zip: Uint8Array, status: number, message: string | RegExp) {
  const before = await annsEvents();
  const response = await importZip(ctx, ann, zip);
  expect(response.status).toBe(status);
  const error = await errorOf(response);
  if (typeof message === "string") expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  expect(await annsEvents()).toBe(before);
}

const NOT_OURS =
  "This file is not a Seatwise data download (a zip with a manifest.json from Download my data)";

/** Sets the uncompressed size every central directory entry named `name` declares. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  const wanted = new TextEncoder().encode(name);
  for (let at = 0; at + 46 < bytes.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    const entry = bytes.subarray(at + 46, at + 46 + length);
    if (length === wanted.length && entry.every((byte, index) => byte === wanted[index]))
      view.setUint32(at + 24, size, true);
  }
  return bytes;
}

describe("Import an event refuses bad input, writing nothing", () => {
  test("a file that is not a zip, a zip that is not ours, a manifest of another format", async () => {
    await refused(strToU8("just some text, not a zip"), 400, NOT_OURS);
    await refused(zipSync({ "hello.txt": strToU8("hello") }), 400, NOT_OURS);
    await refused(
      zipSync({ "manifest.json": text({ format: "something-else", version: 1 }) }),
      400,
      NOT_OURS,
    );
    await refused(
      zipSync({ "manifest.json": text("{ not json") }),
      400,
      "manifest.json in the zip is not valid JSON",
    );
  });

  test("a format version this build does not know, naming the versions it reads", async () => {
    const files = copy();
    files["manifest.json"] = text({ ...(jsonOf(files, "manifest.json") as object), version: 2 });
    await refused(
      zipSync(files),
      400,
      "This data download is format version 2; this Seatwise reads version 1",
    );
  });

  test("entries with ../ or an absolute path", async () => {
    for (const bad of [
      "../escape.json",
      "events/1/../../escape.json",
      "/etc/seatwise.json",
      "C:\\evil.json",
    ]) {
      await refused(
        zipSync({ ...copy(), [bad]: text("{}") }),
        400,
        "The zip holds a file outside its own folders; it was not imported",
      );
    }
  });

  test("a zip bomb: sizes declared past the limit, too many entries, or an entry inflating past what it declares", async () => {
    const files = copy();
    // 1 GB of zeros is a few KB compressed; the directory says so, and nothing is inflated.
    files["events/1/padding.bin"] = strToU8("0".repeat(1024));
    await refused(
      declareSize(zipSync(files), "events/1/padding.bin", 0xfffffff0),
      413,
      "The zip expands to more than an import may hold",
    );

    const many = copy();
    for (let index = 0; index <= MAX_IMPORT_ENTRIES; index++)
      many[`events/1/x/${index}.txt`] = new Uint8Array(0);
    await refused(zipSync(many, { level: 0 }), 413, "The zip expands to more than an import may hold");

    // event.json says it is 10 bytes and inflates to more: stopped at the 11th.
    await refused(declareSize(zipSync(copy()), "events/1/event.json", 10), 400, NOT_OURS);
  });

  test("a body over the limit is refused while it streams in, long before 2 GB are read", async () => {
    let sent = 0;
    const chunk = new Uint8Array(MB);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2048 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await ctx.request("/api/account/import", {
      method: "POST",
      headers: { cookie: ann.cookie, "content-type": "application/zip" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(`The file must be less than ${MAX_IMPORT_ZIP_MB}MB`);
    expect(sent).toBeLessThan((MAX_IMPORT_ZIP_MB + 10) * MB);
  });

  test("JSON that is not JSON, or fails the shared schema, names the file and the problem", async () => {
    const broken = copy();
    broken["events/1/event.json"] = text("{ nope");
    await refused(zipSync(broken), 400, "events/1/event.json in the zip is not valid JSON");

    const doc = jsonOf(download, "events/1/event.json") as {
      tables: { capacity: number }[];
      guests: { tableId: string | null }[];
    };
    const tooBig = copy();
    tooBig["events/1/event.json"] = text({
      ...doc,
      tables: doc.tables.map((table) => ({ ...table, capacity: 99 })),
    });
    await refused(zipSync(tooBig), 400, /^events\/1\/event.json in the zip: tables › 0 › capacity: /);

    const dangling = copy();
    dangling["events/1/event.json"] = text({
      ...doc,
      guests: doc.guests.map((guest) => ({ ...guest, tableId: "gone" })),
    });
    await refused(zipSync(dangling), 400, /refer to one another inconsistently/);

    const noCover = copy();
    delete noCover["events/1/uploads/cover.png"];
    await refused(zipSync(noCover), 400, "The zip has no events/1/uploads/cover.png");
  });

  test("not a zip type: 415", async () => {
    const response = await ctx.request("/api/account/import", {
      method: "POST",
      headers: { cookie: ann.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(415);
  });

  test("another user can still import the untouched download", async () => {
    const response = await importZip(ctx, await signUpUser(ctx), zipSync(copy()));
    expect(response.status).toBe(201);
  });
});
