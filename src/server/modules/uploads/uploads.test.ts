import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { as, createEvent, makeAdmin, signUpUser, testFileUser } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import { MB } from "@/shared/constants";
import type { Event } from "@/shared/event";
import type { UploadResult } from "@/shared/upload";

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const ctx = testFileContext();
const owner = testFileUser(ctx);

function upload(
  cookie: string | undefined,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  folder?: string,
) {
  const form = new FormData();
  form.append("file", new File([file.bytes], file.name, { type: file.type }));
  if (folder) form.append("folder", folder);
  return ctx.request("/api/uploads", { method: "POST", headers: cookie ? { cookie } : {}, body: form });
}

/** `size` bytes that start like a PNG, so only the size can be wrong. */
function pngOfSize(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}

describe("POST /api/uploads", () => {
  test("refuses anonymous callers with the upload's own message", async () => {
    const response = await upload(undefined, { bytes: PNG, name: "a.png", type: "image/png" }, "covers");
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe("Authentication required: Please sign in to upload files");
  });

  test("stores a real PNG under {folder}/{unguessable}.png, naming no user, and serves it with nosniff", async () => {
    const response = await upload(
      owner.cookie,
      { bytes: PNG, name: "My Photo.PNG", type: "image/png" },
      "covers",
    );
    expect(response.status).toBe(201);
    const result = (await json(response)) as UploadResult;
    expect(result.path).toMatch(/^covers\/[\w-]{44}\.png$/);
    expect(result.url).not.toContain(owner.user.id);
    expect(result.url).toBe(`/uploads/${result.path}`);
    expect(await readFile(path.join(ctx.dataDir, "uploads", result.path))).toEqual(PNG);

    const served = await ctx.request(result.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  test("the stored path becomes the event's cover", async () => {
    const { path: coverPath, url } = (await json(
      await upload(owner.cookie, { bytes: PNG, name: "c.png", type: "image/png" }, "covers"),
    )) as UploadResult;
    const event = await createEvent(ctx, owner.cookie, { coverImagePath: coverPath });
    expect(event).toMatchObject({ coverImagePath: coverPath, coverImageUrl: url });
    const patched = (await json(
      await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { coverImagePath: null }),
    )) as Event;
    expect(patched.coverImageUrl).toBeNull();
  });

  test("another owner's upload cannot become a cover; the owner's own, new or kept, can", async () => {
    const other = await signUpUser(ctx);
    const { path: othersPath } = (await json(
      await upload(other.cookie, { bytes: PNG, name: "o.png", type: "image/png" }, "covers"),
    )) as UploadResult;
    const { path: ownPath } = (await json(
      await upload(owner.cookie, { bytes: PNG, name: "c.png", type: "image/png" }, "covers"),
    )) as UploadResult;
    const event = await createEvent(ctx, owner.cookie, { coverImagePath: ownPath });
    for (const stolen of [othersPath, `${other.user.id}/covers/1700000000000.png`]) {
      const created = await as(ctx, owner.cookie).post("/api/events", {
        title: "Party",
        date: event.date,
        coverImagePath: stolen,
      });
      expect(created.status).toBe(400);
      expect((await errorOf(created)).fields).toEqual({ coverImagePath: "Cover image not found" });
      const patched = await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, {
        coverImagePath: stolen,
      });
      expect(patched.status).toBe(400);
    }
    const kept = await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, {
      title: "Renamed",
      coverImagePath: ownPath,
    });
    expect(kept.status).toBe(200);
    expect(((await json(kept)) as Event).coverImagePath).toBe(ownPath);
  });

  test.each([
    ["a text file", { bytes: Buffer.from("hello"), name: "notes.txt", type: "text/plain" }],
    [
      "a text file renamed .png",
      { bytes: Buffer.from("just words, no pixels"), name: "fake.png", type: "image/png" },
    ],
    ["an SVG", { bytes: SVG, name: "logo.svg", type: "image/svg+xml" }],
    [
      "a PDF named .jpg",
      { bytes: Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"), name: "x.jpg", type: "image/jpeg" },
    ],
  ])("refuses %s with 415", async (_case, file) => {
    const response = await upload(owner.cookie, file, "covers");
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: "unsupported_media_type",
      message: "Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded",
    });
  });

  test("refuses a file over the folder's limit with 413", async () => {
    const response = await upload(owner.cookie, {
      bytes: pngOfSize(5 * MB + 1),
      name: "big.png",
      type: "image/png",
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe("File size must be less than 5MB");
  });

  test("allows a cover up to 10 MB", async () => {
    const response = await upload(
      owner.cookie,
      { bytes: pngOfSize(6 * MB), name: "cover.png", type: "image/png" },
      "covers",
    );
    expect(response.status).toBe(201);
  });

  test("refuses a body over the largest limit before parsing it", async () => {
    const response = await upload(
      owner.cookie,
      { bytes: pngOfSize(11 * MB), name: "huge.png", type: "image/png" },
      "covers",
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe("File size must be less than 10MB");
  });

  test("refuses a missing file and an unknown folder", async () => {
    const empty = new FormData();
    empty.append("folder", "covers");
    const noFile = await ctx.request("/api/uploads", {
      method: "POST",
      headers: { cookie: owner.cookie },
      body: empty,
    });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).message).toBe("Please choose a file to upload");
    const badFolder = await upload(owner.cookie, { bytes: PNG, name: "a.png", type: "image/png" }, "../etc");
    expect(badFolder.status).toBe(400);
  });

  test.each(["site", "blog"])(
    "keeps the %s folder (landing hero, blog covers) for admins",
    async (folder) => {
      const refused = await upload(owner.cookie, { bytes: PNG, name: "hero.png", type: "image/png" }, folder);
      expect(refused.status).toBe(403);
      const admin = await signUpUser(ctx);
      await makeAdmin(ctx, admin.user.id);
      const accepted = await upload(
        admin.cookie,
        { bytes: PNG, name: "hero.png", type: "image/png" },
        folder,
      );
      expect(accepted.status).toBe(201);
      expect(((await json(accepted)) as UploadResult).path).toMatch(
        new RegExp(`^${folder}/[\\w-]{44}\\.png$`),
      );
    },
  );
});

describe("GET /uploads/*", () => {
  test("a file stored under a key of the earlier form ({userId}/{folder}/{timestamp}) is still served", async () => {
    const legacy = `${owner.user.id}/covers/1700000000000.png`;
    await mkdir(path.join(ctx.dataDir, "uploads", owner.user.id, "covers"), { recursive: true });
    await writeFile(path.join(ctx.dataDir, "uploads", legacy), PNG);
    const served = await ctx.request(`/uploads/${legacy}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  test.each([
    "/uploads/../auth-secret",
    "/uploads/%2e%2e/auth-secret",
    "/uploads/..%2fauth-secret.png",
    "/uploads//etc/passwd.png",
    "/uploads/missing/covers/1.png",
    "/uploads/something.txt",
  ])("answers 404 for %s", async (requestPath) => {
    const response = await ctx.request(requestPath);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(ctx.deps.env.AUTH_SECRET);
  });
});
