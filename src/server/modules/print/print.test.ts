import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";
import { DEFAULT_PRINT_OPTIONS } from "@/shared/print/options";
import type { PrintSnapshot, PrintSnapshots } from "@/shared/print/snapshot";

let ctx: TestContext;
let ann: TestUser;
let bo: TestUser;
let event: Event;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
  bo = await signUpUser(ctx);
  event = await createEvent(ctx, ann.cookie);
});
afterAll(async () => ctx?.close());

const body = (cards: unknown) => ({ cards, options: { ...DEFAULT_PRINT_OPTIONS, title: "Ana & Luis" } });
const path = (suffix = "", eventId = event.id) => `/api/events/${eventId}/print-snapshots${suffix}`;
const card = (name: string, table: string, meal: string | null = null) => ({
  key: `g:${randomUUID()}`,
  name,
  table,
  meal,
});

describe("print snapshots", () => {
  test("nothing printed yet, then the last print of each kind, replaced by the next one", async () => {
    expect(await json(await as(ctx, ann.cookie).get(path()))).toEqual({ escort: null, place: null });

    const first = [card("Zoë Ångström", "Table 1"), card("Иван Петров", "Table 2", "Fish")];
    const saved = await as(ctx, ann.cookie).put(path("/escort"), body(first));
    expect(saved.status).toBe(200);
    const snapshot = (await json(saved)) as PrintSnapshot;
    expect(snapshot).toMatchObject({ kind: "escort", cards: first, options: { title: "Ana & Luis" } });
    expect(Number.isNaN(Date.parse(snapshot.printedAt))).toBe(false);

    const second = [{ ...first[0]!, table: "Table 3" }];
    await as(ctx, ann.cookie).put(path("/escort"), body(second));
    const listed = (await json(await as(ctx, ann.cookie).get(path()))) as PrintSnapshots;
    expect(listed.escort?.cards).toEqual(second);
    expect(listed.place).toBeNull();

    expect((await as(ctx, ann.cookie).delete(path("/escort"))).status).toBe(204);
    expect(((await json(await as(ctx, ann.cookie).get(path()))) as PrintSnapshots).escort).toBeNull();
  });

  test("another owner's event, an unknown event and a signed-out request are refused", async () => {
    await as(ctx, ann.cookie).put(path("/place"), body([card("Ann Lee", "Table 1")]));
    expect((await as(ctx, bo.cookie).get(path())).status).toBe(404);
    expect((await as(ctx, bo.cookie).put(path("/place"), body([]))).status).toBe(404);
    expect((await as(ctx, bo.cookie).delete(path("/place"))).status).toBe(404);
    expect((await as(ctx, ann.cookie).get(path("", randomUUID()))).status).toBe(404);
    expect((await as(ctx, ann.cookie).get(path("", "not-a-uuid"))).status).toBe(404);
    expect((await as(ctx).get(path())).status).toBe(401);
    // Bo's attempts changed nothing.
    const listed = (await json(await as(ctx, ann.cookie).get(path()))) as PrintSnapshots;
    expect(listed.place?.cards.map((c) => c.name)).toEqual(["Ann Lee"]);
  });

  test("bad input is a 400 with the field, never a 500", async () => {
    const badKind = await as(ctx, ann.cookie).put(path("/table"), body([]));
    expect(badKind.status).toBe(400);
    const duplicate = card("Ann", "Table 1");
    const twice = await as(ctx, ann.cookie).put(path("/escort"), body([duplicate, duplicate]));
    expect(twice.status).toBe(400);
    expect(await json(twice)).toMatchObject({ error: { fields: { cards: "Each card must appear once" } } });
    const badKey = await as(ctx, ann.cookie).put(path("/escort"), body([{ ...duplicate, key: "x" }]));
    expect(badKey.status).toBe(400);
    const nul = await as(ctx, ann.cookie).put(path("/escort"), body([{ ...duplicate, name: "A\u0000" }]));
    expect(nul.status).toBe(400);
    expect((await as(ctx, ann.cookie).put(path("/escort"), body("many"))).status).toBe(400);
    const noOptions = await as(ctx, ann.cookie).put(path("/escort"), { cards: [] });
    expect(noOptions.status).toBe(400);
    const badOptions = { cards: [], options: { ...DEFAULT_PRINT_OPTIONS, cardSize: "huge" } };
    expect((await as(ctx, ann.cookie).put(path("/escort"), badOptions)).status).toBe(400);
  });

  test("deleting the event deletes its snapshots", async () => {
    const other = await createEvent(ctx, ann.cookie, { title: "Gone" });
    await as(ctx, ann.cookie).put(path("/escort", other.id), body([card("Ann", "Table 1")]));
    expect((await as(ctx, ann.cookie).delete(`/api/events/${other.id}`)).status).toBeLessThan(300);
    expect((await as(ctx, ann.cookie).get(path("", other.id))).status).toBe(404);
  });
});
