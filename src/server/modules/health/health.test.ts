import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestContext, json, type TestContext } from "@/server/test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("GET /api/health", () => {
  it("reports the database up, with its kind", async () => {
    const response = await ctx.request("/api/health");
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: "ok",
      database: { kind: ctx.deps.database.kind, status: "up", latencyMs: expect.any(Number) },
    });
  });

  it("runs on the database this test project asked for", () => {
    expect(ctx.deps.database.kind).toBe(inject("testDatabase").kind);
  });

  it("answers 503 with the database down once the database is closed", async () => {
    const other = await createTestContext();
    try {
      await other.deps.database.close();
      const response = await other.request("/api/health");
      expect(response.status).toBe(503);
      expect(await json(response)).toMatchObject({ status: "error", database: { status: "down" } });
    } finally {
      // The database is already closed; closing it again may throw, but the clone must still be dropped.
      await other.close().catch(() => {});
    }
  });
});
