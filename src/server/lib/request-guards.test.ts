import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "@/server/test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const supportRequest = (headers: Record<string, string>, body = "{}") =>
  ctx.request("/api/support-requests", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

describe("request guards", () => {
  it("refuses an API write from another site", async () => {
    const response = await supportRequest({ origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "forbidden", message: "Cross-site request refused" },
    });
  });

  it("refuses an opaque null origin", async () => {
    expect((await supportRequest({ origin: "null" })).status).toBe(403);
  });

  it("lets a same-origin write through to the route (which then asks for a session)", async () => {
    expect((await supportRequest({})).status).toBe(401);
  });

  it("refuses a JSON body over 1 MB with 413", async () => {
    const response = await supportRequest(
      {},
      JSON.stringify({ subject: "x", message: "y".repeat(1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("refuses a body over 1 MB on Better Auth's endpoints too, before it is parsed", async () => {
    const response = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-seatwise-client-ip": "10.77.0.1" },
      body: JSON.stringify({
        name: "x".repeat(2 * 1024 * 1024),
        email: "big@example.com",
        password: "password-123",
      }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });
});
