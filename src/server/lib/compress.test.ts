import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressJson } from "./compress";

const big = { guests: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Guest ${index}` })) };
const app = new Hono()
  .use(compressJson())
  .get("/big", (c) => c.json(big))
  .get("/small", (c) => c.json({ ok: true }))
  .get("/text", (c) => c.text("x".repeat(5000)));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressJson", () => {
  it("compresses a large JSON body for a client that accepts gzip", async () => {
    const response = await get("/big", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it("prefers brotli when the client accepts it", async () => {
    expect((await get("/big", "gzip, deflate, br")).headers.get("content-encoding")).toBe("br");
  });

  it("leaves a small body as it is", async () => {
    const response = await get("/small", "gzip, br");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it("leaves the body alone for a client that accepts no encoding, and non-JSON answers", async () => {
    expect((await get("/big")).headers.get("content-encoding")).toBeNull();
    expect((await get("/text", "gzip")).headers.get("content-encoding")).toBeNull();
  });
});
