import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browser } from "@/server/auth/test-helpers";
import { digestTables } from "@/server/test/db-digest";
import { as, createEvent, daysFromToday, signUpUser, type TestUser } from "@/server/test/factories";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";

// Seven findings of a hardening review (docs/decisions/006-hardening.md), each sent as it was reported,
// answered 4xx in the API's shape with nothing stored.

let ctx: TestContext;
let ann: TestUser;
let event: Event;
beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx, { name: "Ann" });
  event = await createEvent(ctx, ann.cookie, { description: "Garden", venue: "Hall", address: "1 Main St" });
});
afterAll(async () => ctx?.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Sends, expects `status` with a JSON error body in the API's shape, and that no table changed. */
async function refused(send: () => Promise<Response>, status: number): Promise<ErrorBody["error"]> {
  const before = await digestTables(ctx.deps.database.db);
  const response = await send();
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await json(response)) as ErrorBody;
  expect(body.error).toEqual({
    code: expect.any(String),
    message: expect.stringMatching(/\S/),
    ...(body.error.fields ? { fields: expect.any(Object) } : {}),
  });
  expect(await digestTables(ctx.deps.database.db)).toEqual(before);
  return body.error;
}

const HOSTILE = {
  nul: "a\u0000b",
  "lone low surrogate after é": "é\udc00",
  "lone low surrogate": "a\udc00",
  "lone high surrogate": "\ud800",
};

describe("1 and 2: NUL and unpaired surrogates in any text field → 400 naming the field", () => {
  const cases = Object.entries(HOSTILE).flatMap(([kind, value]) => [
    { kind, route: "POST /api/events", field: "title", body: { title: value, date: daysFromToday(30) } },
    ...["title", "description", "venue", "address"].map((field) => ({
      kind,
      route: "PATCH /api/events/:id",
      field,
      body: { [field]: value },
    })),
    ...["subject", "message"].map((field) => ({
      kind,
      route: "POST /api/support-requests",
      field,
      body: { subject: "s", message: "m", [field]: value },
    })),
  ]);

  test.each(cases)("$kind in $field of $route", async ({ route, field, body }) => {
    const owner = as(ctx, ann.cookie);
    const error = await refused(
      () =>
        route.startsWith("PATCH")
          ? owner.patch(`/api/events/${event.id}`, body)
          : owner.post(route.replace("POST ", ""), body),
      400,
    );
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toMatch(/contains characters that are not allowed$/);
  });
});

describe("3: an empty update, or a PATCH that is not JSON", () => {
  test.each([[{}], [{ notAField: 1 }]])("PATCH %j → 400 'Nothing to update'", async (body) => {
    const error = await refused(() => as(ctx, ann.cookie).patch(`/api/events/${event.id}`, body), 400);
    expect(error.message).toBe("Nothing to update");
  });

  test.each([
    ["text/plain", "title=x"],
    ["application/x-www-form-urlencoded", "title=x"],
    [
      "multipart/form-data; boundary=b",
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--',
    ],
    ["application/xml", "<title>x</title>"],
    [undefined, '{"title":"x"}'],
  ])("PATCH sent as %s → 415", async (contentType, body) => {
    const error = await refused(
      () =>
        ctx.request(`/api/events/${event.id}`, {
          method: "PATCH",
          headers: { cookie: ann.cookie, ...(contentType ? { "content-type": contentType } : {}) },
          body,
        }),
      415,
    );
    expect(error).toEqual({
      code: "unsupported_media_type",
      message: "The request body must be JSON (Content-Type: application/json)",
    });
  });
});

/** An array nested `depth` levels deep around a name. */
const nested = (depth: number) => `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;

describe("4: Better Auth's update-user takes only a real name", () => {
  test.each([
    ["null", "null"],
    ["NUL", JSON.stringify("a\u0000b")],
    ["a lone surrogate", JSON.stringify("é\udc00")],
    ["42", "42"],
    ["true", "true"],
    ["an object", "{}"],
    ["blank", '"   "'],
  ])("name %s → 400", async (_kind, name) => {
    const client = browser(ctx);
    await client.post("/api/auth/sign-in/email", { email: ann.user.email, password: "password-123" });
    const send = () =>
      client.post("/api/auth/update-user", JSON.parse(`{"name":${name}}`) as Record<string, unknown>);
    const error = await refused(send, 400);
    expect(error.fields?.name).toBeDefined();
    expect(await json(await client.get("/api/me"))).toMatchObject({ user: { name: "Ann" } });
  });

  test("a name nested 10,000 arrays deep → 400", async () => {
    const error = await refused(
      () =>
        ctx.request("/api/auth/update-user", {
          method: "POST",
          headers: { "content-type": "application/json", cookie: ann.cookie },
          body: `{"name":${nested(10_000)}}`,
        }),
      400,
    );
    expect(error.message).toMatch(/nested too deeply/);
  });

  test("a real name is stored trimmed", async () => {
    const client = browser(ctx);
    const bo = await signUpUser(ctx, { name: "Bo" });
    await client.post("/api/auth/sign-in/email", { email: bo.user.email, password: "password-123" });
    expect((await client.post("/api/auth/update-user", { name: "  Bo Lee " })).status).toBe(200);
    expect(await json(await client.get("/api/me"))).toMatchObject({ user: { name: "Bo Lee" } });
  });
});

describe("5: reset-password tokens are plain text", () => {
  test.each(["a\u0000b", "é\udc00"])("token %j → 400", async (token) => {
    const error = await refused(
      () => browser(ctx).post("/api/auth/reset-password", { token, newPassword: "password-456" }),
      400,
    );
    expect(error.fields?.token).toMatch(/contains characters that are not allowed$/);
  });
});

describe("6: sign-up needs a name", () => {
  test.each(["", "   ", "\u200b\u00a0"])("name %j → 400 'Full name is required'", async (name) => {
    const error = await refused(
      () =>
        browser(ctx).post("/api/auth/sign-up/email", {
          name,
          email: `blank-${name.length}@example.com`,
          password: "password-123",
        }),
      400,
    );
    expect(error).toEqual({
      code: "validation_failed",
      message: "Full name is required",
      fields: { name: "Full name is required" },
    });
  });
});

describe("7: Better Auth's error answers are in the API's shape", () => {
  test("an admin endpoint without a session → 401 with a JSON error", async () => {
    const error = await refused(() => ctx.request("/api/auth/admin/list-users"), 401);
    expect(error.code).toBe("unauthenticated");
  });

  test("an unknown auth path (trailing slash) → 404 with a JSON error", async () => {
    const error = await refused(
      () => browser(ctx).post("/api/auth/sign-in/email/", { email: "a@example.com", password: "x" }),
      404,
    );
    expect(error).toEqual({ code: "not_found", message: "Not found" });
  });

  test("Better Auth's own errors keep their code", async () => {
    const error = await refused(
      () => browser(ctx).post("/api/auth/sign-in/email", { email: ann.user.email, password: "wrong-pass" }),
      401,
    );
    expect(error).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
  });

  test("a successful answer, its cookie and a redirect pass unchanged", async () => {
    const client = browser(ctx);
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: ann.user.email,
      password: "password-123",
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().join()).toMatch(/session_token=/);
    expect(await json(signIn)).toMatchObject({ user: { email: ann.user.email } });
    const redirect = await ctx.request("/api/auth/reset-password/not-a-token?callbackURL=/reset-password");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("http://localhost:3000/reset-password?error=INVALID_TOKEN");
  });
});

describe("Better Auth's endpoints follow the API's body rules", () => {
  test("a body that is not JSON → 415", async () => {
    const error = await refused(
      () =>
        ctx.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "email=a%40example.com&password=x",
        }),
      415,
    );
    expect(error.code).toBe("unsupported_media_type");
  });

  test("a body-less POST (sign-out) still works", async () => {
    const response = await ctx.request("/api/auth/sign-out", { method: "POST", headers: { cookie: "" } });
    expect(response.status).toBe(200);
  });
});
