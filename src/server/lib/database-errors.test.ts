import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { customThemes, events, guests, user } from "@/server/db/schema";
import { createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { databaseRefusal, isDatabaseUnavailable, isUniqueViolation } from "./database-errors";

// Real refusals from the test's database (PGlite, and PostgreSQL when configured), as the drivers raise them.

let ctx: TestContext;
let ann: TestUser;
let eventId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
  eventId = (await createEvent(ctx, ann.cookie)).id;
});
afterAll(async () => ctx?.close());

async function refusalOf(write: () => Promise<unknown>) {
  const reported: Record<string, string | undefined>[] = [];
  try {
    await write();
  } catch (error) {
    return { refusal: databaseRefusal(error, (details) => reported.push(details)), reported };
  }
  throw new Error("the write succeeded");
}

describe("databaseRefusal", () => {
  const db = () => ctx.deps.database.db;

  test.each([
    ["a NUL (22021)", () => db().update(events).set({ title: "a\u0000b" }).where(eq(events.id, eventId))],
    ["a malformed uuid (22P02)", () => db().select().from(events).where(sql`${events.id} = ${"nope"}::uuid`)],
    ["a number out of range (22003)", () => db().execute(sql`select 2147483648::integer`)],
    [
      "a not-null violation (23502)",
      () => db().execute(sql`update events set title = null where id = ${eventId}`),
    ],
    [
      "a check violation (23514)",
      () => db().update(events).set({ guestCount: -1 }).where(eq(events.id, eventId)),
    ],
    [
      "a missing reference (23503)",
      () => db().insert(guests).values({ eventId: "00000000-0000-4000-8000-000000000000", name: "G" }),
    ],
  ])("%s → 400", async (_kind, write) => {
    const { refusal, reported } = await refusalOf(write);
    expect(refusal?.code).toBe("bad_request");
    expect(refusal?.message).not.toMatch(/select|update|insert|events/i);
    expect(reported).toHaveLength(1);
  });

  test("a unique violation (23505) → 409", async () => {
    const theme = { eventId, primaryColor: "#000000", secondaryColor: "#111111", tertiaryColor: "#222222" };
    await db().insert(customThemes).values(theme);
    const { refusal, reported } = await refusalOf(() => db().insert(customThemes).values(theme));
    expect(refusal).toEqual({ code: "conflict", message: "This already exists" });
    expect(reported[0]).toMatchObject({ code: "23505", table: "custom_themes" });
  });

  test("a row still referenced (23503 on delete) → 409", async () => {
    // No table refuses a delete yet (events own their rows by cascade); a probe table plays a future one.
    await db().execute(sql`create table fk_probe (event_id uuid references events(id))`);
    await db().execute(sql`insert into fk_probe values (${eventId})`);
    const { refusal } = await refusalOf(() => db().delete(events).where(eq(events.id, eventId)));
    expect(refusal).toEqual({ code: "conflict", message: "It is still in use, so it cannot be removed" });
    await db().execute(sql`drop table fk_probe`);
  });

  test("an update with nothing to set → 400 'Nothing to update'", async () => {
    const { refusal } = await refusalOf(() => db().update(user).set({}).where(eq(user.id, ann.user.id)));
    expect(refusal).toEqual({ code: "bad_request", message: "Nothing to update" });
  });

  test("anything else is a server fault", async () => {
    const { refusal } = await refusalOf(() => db().execute(sql`select * from no_such_table`));
    expect(refusal).toBeUndefined();
  });
});

describe("isUniqueViolation", () => {
  test("finds the unique violation under Drizzle's wrapper, by constraint when one is named", async () => {
    const db = ctx.deps.database.db;
    const own = (await createEvent(ctx, ann.cookie, { title: "Unique" })).id;
    const theme = {
      eventId: own,
      primaryColor: "#000000",
      secondaryColor: "#111111",
      tertiaryColor: "#222222",
    };
    await db.insert(customThemes).values(theme);
    const caught: unknown = await db
      .insert(customThemes)
      .values(theme)
      .catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(Error);
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isUniqueViolation(new Error("wrapped", { cause: caught }))).toBe(true);
    expect(isUniqueViolation(caught, "some_other_constraint")).toBe(false);
  });

  test("any other failure is not one", async () => {
    const caught = await ctx.deps.database.db.execute(sql`select 2147483648::integer`).catch((e) => e);
    expect(isUniqueViolation(caught)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});

describe("isDatabaseUnavailable", () => {
  test("a database going away or not there yet, however the driver wraps it; not a refused write", () => {
    const wrapped = (inner: unknown) => Object.assign(new Error("Failed query"), { cause: inner });
    const cases: [unknown, boolean][] = [
      [
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
        true,
      ],
      [Object.assign(new Error("the database system is starting up"), { code: "57P03" }), true],
      [
        wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
        true,
      ],
      [wrapped(new Error("Connection terminated unexpectedly")), true],
      [Object.assign(new Error("duplicate key"), { code: "23505" }), false],
      [new Error("something else"), false],
    ];
    for (const [error, unavailable] of cases) expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
