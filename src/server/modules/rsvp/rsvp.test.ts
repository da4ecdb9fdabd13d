import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, guestList } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import { RSVP_SETTINGS } from "@/server/test/rsvp-factories";
import type { HistoryPage } from "@/shared/history";
import type { RsvpInvitation, RsvpLink, RsvpSettings, RsvpSettingsInput } from "@/shared/rsvp";
import { localToInstant } from "./local-time";

let ctx: TestContext;
let ann: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx, { name: "Ann" });
});
afterAll(async () => ctx?.close());

async function ok<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return (status === 204 ? undefined : await json(response)) as T;
}

/** A published event collecting RSVPs: the García household (three, one plus-one allowed), the Smith
 * household, and Lee alone. */
async function rsvpEvent(settings: Partial<RsvpSettingsInput> = {}) {
  const event = await createEvent(ctx, ann.cookie, { title: "Wedding" });
  const client = as(ctx, ann.cookie);
  const household = async (name: string) =>
    ok<{ id: string }>(await client.post(`/api/events/${event.id}/households`, { name }), 201);
  const garcia = await household("García family");
  const smith = await household("Smith family");
  const jose = await addGuest(ctx, ann.cookie, event.id, {
    name: "José García",
    householdId: garcia.id,
    email: "jose@example.com",
  });
  const ana = await addGuest(ctx, ann.cookie, event.id, { name: "Ana García", householdId: garcia.id });
  const leo = await addGuest(ctx, ann.cookie, event.id, { name: "Leo García", householdId: garcia.id });
  const mary = await addGuest(ctx, ann.cookie, event.id, {
    name: "Mary Smith",
    householdId: smith.id,
    notes: "secret note",
  });
  const lee = await addGuest(ctx, ann.cookie, event.id, { name: "Lee Park" });
  await ok(
    await client.put(`/api/events/${event.id}/households/${garcia.id}/plus-ones`, { plusOnes: 1 }),
    204,
  );
  await ok(await client.patch(`/api/events/${event.id}`, { isPublished: true }));
  const saved = await ok<RsvpSettings>(
    await client.put(`/api/events/${event.id}/rsvp`, { ...RSVP_SETTINGS, ...settings }),
  );
  const { links } = await ok<{ links: RsvpLink[] }>(await client.get(`/api/events/${event.id}/rsvp/links`));
  const codeOf = (name: string) => links.find((link) => link.name === name)!.code!;
  return { event, saved, garcia, smith, jose, ana, leo, mary, lee, codeOf };
}

const publicPath = (eventId: string) => `/api/public/events/${eventId}/rsvp`;
const find = (eventId: string, body: unknown) => as(ctx).post(`${publicPath(eventId)}/find`, body);
const open = (eventId: string, code: string) => as(ctx).get(`${publicPath(eventId)}/${code}`);
const answer = (eventId: string, code: string, body: unknown) =>
  as(ctx).put(`${publicPath(eventId)}/${code}`, body);

describe("the owner's settings", () => {
  test("the deadline is a local time in the event's time zone; the menu gets ids; every invitation a link", async () => {
    const { saved, codeOf } = await rsvpEvent();
    expect(saved).toMatchObject({
      enabled: true,
      deadline: "2099-05-01T18:00",
      deadlineAt: "2099-05-01T16:00:00.000Z",
      timeZone: "Europe/Madrid",
      menu: [
        { id: expect.any(String), name: "Fish", description: "Sea bass" },
        { id: expect.any(String), name: "Vegetarian", description: "Risotto" },
      ],
    });
    expect(codeOf("García family")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(codeOf("Lee Park")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(codeOf("García family")).not.toBe(codeOf("Smith family"));
  });

  test("local times across a clock change", () => {
    expect(localToInstant("2027-03-28T01:30", "Europe/Madrid").toISOString()).toBe(
      "2027-03-28T00:30:00.000Z",
    );
    expect(localToInstant("2027-07-01T09:00", "America/New_York").toISOString()).toBe(
      "2027-07-01T13:00:00.000Z",
    );
    expect(localToInstant("2027-01-01T00:00", "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  test("bad settings are refused with their message", async () => {
    const event = await createEvent(ctx, ann.cookie, { title: "Bad" });
    const put = (body: unknown) => as(ctx, ann.cookie).put(`/api/events/${event.id}/rsvp`, body);
    expect((await errorOf(await put({ ...RSVP_SETTINGS, timeZone: "Mars/Olympus" }))).message).toBe(
      "Choose a time zone",
    );
    expect((await errorOf(await put({ ...RSVP_SETTINGS, deadline: "tomorrow" }))).message).toBe(
      "Choose a valid date and time for the deadline",
    );
    const twice = { ...RSVP_SETTINGS, menu: [{ name: "Fish" }, { name: "fish" }] };
    expect((await errorOf(await put(twice))).message).toBe("Each meal needs its own name");
  });
});

describe("finding an invitation", () => {
  test("by the full name, accents, case and spaces aside; nothing but the code comes back", async () => {
    const { event, codeOf } = await rsvpEvent();
    const found = await ok<{ code: string }>(await find(event.id, { name: "  jose   GARCIA " }));
    expect(found).toEqual({ code: codeOf("García family") });
    expect((await ok<{ code: string }>(await find(event.id, { name: "Lee Park" }))).code).toBe(
      codeOf("Lee Park"),
    );
  });

  test("half a name, someone else's name or nothing reveals nothing", async () => {
    const { event } = await rsvpEvent();
    for (const name of ["José", "García", "Jose Garcia Lopez", "Nobody Here"]) {
      const response = await find(event.id, { name });
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).toContain("We couldn't find that name — type it as on your invitation");
      expect(body).not.toMatch(/García|Garcia|Smith|Lee/);
    }
  });

  test("a name two invitations share asks for the e-mail on the list", async () => {
    const { event, garcia, codeOf } = await rsvpEvent();
    await addGuest(ctx, ann.cookie, event.id, { name: "Jose Garcia", email: "other@example.com" });
    const ask = await find(event.id, { name: "José García" });
    expect(ask.status).toBe(409);
    expect((await errorOf(ask)).message).toBe(
      "More than one invitation has this name: type the e-mail address the hosts have for you",
    );
    const right = await ok<{ code: string }>(
      await find(event.id, { name: "José García", email: "JOSE@example.com" }),
    );
    expect(right.code).toBe(codeOf("García family"));
    expect(garcia.id).toBeTruthy();
    expect((await find(event.id, { name: "José García", email: "wrong@example.com" })).status).toBe(404);
  });

  test("an event that is not published, or does not collect, has no invitations to find", async () => {
    const { event } = await rsvpEvent({ enabled: false });
    expect((await find(event.id, { name: "Lee Park" })).status).toBe(404);
    const hidden = await rsvpEvent();
    await ok(await as(ctx, ann.cookie).patch(`/api/events/${hidden.event.id}`, { isPublished: false }));
    expect((await find(hidden.event.id, { name: "Lee Park" })).status).toBe(404);
  });
});

describe("answering", () => {
  test("a household of three answers with meals, dietary needs and a named plus-one, then changes it", async () => {
    const { event, saved, jose, ana, leo, codeOf } = await rsvpEvent();
    const code = codeOf("García family");
    const opened = await ok<RsvpInvitation>(await open(event.id, code));
    expect(opened.members.map((member) => member.name)).toEqual(["José García", "Ana García", "Leo García"]);
    expect(opened).toMatchObject({ name: "García family", plusOnesAllowed: 1, open: true, answeredAt: null });
    expect(JSON.stringify(opened)).not.toMatch(/jose@example.com|Smith|Lee Park/);
    const [fish, veg] = saved.menu;
    const answered = await ok<RsvpInvitation>(
      await answer(event.id, code, {
        members: [
          { guestId: jose.id, attending: true, meal: fish!.id, dietary: "No nuts" },
          { guestId: ana.id, attending: true, meal: veg!.id },
          { guestId: leo.id, attending: false },
        ],
        plusOnes: [{ name: "Marta Ruiz", meal: veg!.id }],
      }),
    );
    expect(
      answered.members.map((member) => [member.name, member.attending, member.meal, member.plusOne]),
    ).toEqual([
      ["José García", true, fish!.id, false],
      ["Ana García", true, veg!.id, false],
      ["Leo García", false, null, false],
      ["Marta Ruiz", true, veg!.id, true],
    ]);
    const list = await guestList(ctx, ann.cookie, event.id);
    const byName = Object.fromEntries(list.guests.map((guest) => [guest.name, guest]));
    expect(byName["José García"]).toMatchObject({
      status: "confirmed",
      meal: "Fish",
      dietaryRestrictions: "No nuts",
    });
    expect(byName["Leo García"]).toMatchObject({ status: "declined", meal: null });
    expect(byName["Marta Ruiz"]).toMatchObject({
      status: "confirmed",
      householdId: jose.householdId,
      tableId: null,
    });

    // Changed before the deadline: Leo comes after all, Marta is renamed.
    const marta = answered.members.find((member) => member.plusOne)!;
    await ok(
      await answer(event.id, code, {
        members: [{ guestId: leo.id, attending: true, meal: fish!.id }],
        plusOnes: [{ guestId: marta.guestId, name: "Marta Ruiz Gil", meal: fish!.id }],
      }),
    );
    const again = Object.fromEntries(
      (await guestList(ctx, ann.cookie, event.id)).guests.map((g) => [g.name, g]),
    );
    expect(again["Leo García"]!.status).toBe("confirmed");
    expect(again["Marta Ruiz Gil"]!.id).toBe(marta.guestId);
    // Left out, the plus-one goes.
    await ok(await answer(event.id, code, { members: [], plusOnes: [] }));
    expect((await guestList(ctx, ann.cookie, event.id)).guests.map((g) => g.name)).not.toContain(
      "Marta Ruiz Gil",
    );

    const history = await ok<HistoryPage>(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/history?limit=3`),
    );
    expect(history.entries[0]).toMatchObject({
      action: "rsvp.answer",
      actor: null,
      subject: { name: "García family" },
    });
  });

  test("only the invitation's own people, its attendance, meal and dietary needs: everything else is refused", async () => {
    const { event, saved, jose, mary, codeOf } = await rsvpEvent();
    const code = codeOf("García family");
    const refused = async (body: unknown, message?: string) => {
      const response = await answer(event.id, code, body);
      expect(response.status).toBe(400);
      if (message) expect((await errorOf(response)).message).toBe(message);
    };
    await refused({ members: [{ guestId: jose.id, attending: true, tableId: "x" }] });
    await refused({ members: [{ guestId: jose.id, attending: true, notes: "hi" }] });
    await refused({ members: [], seatNumber: 3 });
    await refused(
      { members: [{ guestId: mary.id, attending: false }] },
      "Answer only for the people on your invitation",
    );
    await refused(
      { members: [{ guestId: jose.id, attending: true, meal: "lobster" }] },
      "Choose a meal from the menu",
    );
    await refused(
      { members: [], plusOnes: [{ name: "A" }, { name: "B" }] },
      "Your invitation allows at most 1 guest more",
    );
    await refused({ members: [], plusOnes: Array.from({ length: 50 }, (_, i) => ({ name: `P${i}` })) });
    await refused({ members: [{ guestId: jose.id, attending: true, dietary: "x".repeat(10_000) }] });
    expect(saved.menu).toHaveLength(2);
    const list = Object.fromEntries(
      (await guestList(ctx, ann.cookie, event.id)).guests.map((g) => [g.name, g]),
    );
    expect(list["José García"]!.status).toBe("invited");
    expect(list["Mary Smith"]).toMatchObject({ status: "invited", notes: "secret note" });
  });

  test("a revoked, guessed or other event's code opens nothing; after the deadline answers are closed", async () => {
    const { event, jose, codeOf, garcia } = await rsvpEvent();
    const old = codeOf("García family");
    const { code: fresh } = await ok<{ code: string }>(
      await as(ctx, ann.cookie).post(`/api/events/${event.id}/rsvp/links/regenerate`, {
        kind: "household",
        id: garcia.id,
      }),
    );
    expect((await open(event.id, old)).status).toBe(404);
    expect((await open(event.id, "A".repeat(22))).status).toBe(404);
    expect((await open(event.id, "../../etc")).status).toBe(404);
    const other = await rsvpEvent();
    expect((await open(other.event.id, fresh)).status).toBe(404);
    expect((await ok<RsvpInvitation>(await open(event.id, fresh))).name).toBe("García family");

    await ok(
      await as(ctx, ann.cookie).put(`/api/events/${event.id}/rsvp`, {
        ...RSVP_SETTINGS,
        deadline: "2020-01-01T00:00",
      }),
    );
    const closed = await answer(event.id, fresh, { members: [{ guestId: jose.id, attending: true }] });
    expect(closed.status).toBe(410);
    expect((await errorOf(closed)).message).toBe("Responses are closed");
    expect((await ok<RsvpInvitation>(await open(event.id, fresh))).open).toBe(false);
  });

  test("two phones of one household answering at once: one answer wins whole", async () => {
    const { event, saved, jose, ana, codeOf } = await rsvpEvent();
    const code = codeOf("García family");
    const [fish, veg] = saved.menu;
    const first = {
      members: [
        { guestId: jose.id, attending: true, meal: fish!.id },
        { guestId: ana.id, attending: true, meal: fish!.id },
      ],
      plusOnes: [{ name: "Phone One Guest" }],
    };
    const second = {
      members: [
        { guestId: jose.id, attending: false },
        { guestId: ana.id, attending: true, meal: veg!.id },
      ],
      plusOnes: [{ name: "Phone Two Guest" }],
    };
    const results = await Promise.all([answer(event.id, code, first), answer(event.id, code, second)]);
    expect(results.map((response) => response.status)).toEqual([200, 200]);
    const list = Object.fromEntries(
      (await guestList(ctx, ann.cookie, event.id)).guests.map((g) => [g.name, g]),
    );
    const plusOnes = Object.keys(list).filter((name) => name.endsWith("Guest"));
    expect(plusOnes).toHaveLength(1);
    const won = plusOnes[0] === "Phone One Guest" ? ["confirmed", "Fish"] : ["declined", null];
    expect([list["José García"]!.status, list["José García"]!.meal]).toEqual(won);
  });
});
