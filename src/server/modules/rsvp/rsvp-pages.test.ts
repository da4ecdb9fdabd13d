import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "@/server/app";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, guestList } from "@/server/test/guest-factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { RSVP_SETTINGS } from "@/server/test/rsvp-factories";
import { standInWebRoot } from "@/server/test/stand-in-web-root";
import type { RsvpLink, RsvpSettings, RsvpSettingsInput } from "@/shared/rsvp";

// RSVP on the guest page without JavaScript: the pages as the server sends them, rendered by the real
// renderer (src/web/guest-page/render.tsx) into a stand-in of the built shell, and their forms posted.
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let webRoot: string;
let ann: TestUser;

const ORIGIN = "http://localhost:3000";
const get = (pagePath: string, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${pagePath}`, { headers });
/** A form posted by a browser without JavaScript, from this site unless told otherwise. */
const post = (pagePath: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${pagePath}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** The tag of the control named `name` (with `value`, for a radio), whatever the order of its attributes. */
function control(html: string, name: string, value?: string) {
  const tags = html.match(/<(input|select)\b[^>]*>/g) ?? [];
  return (
    tags.find(
      (tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)),
    ) ?? ""
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = standInWebRoot();
  app = createApp(ctx.deps, { webRoot, pageRenderer: import("@/web/app/server-render") });
  ann = await signUpUser(ctx, { name: "Ann" });
});
afterAll(async () => {
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

/** A published event collecting RSVPs: the García household (three, one plus-one allowed) and Mary alone. */
async function rsvpEvent(settings: Partial<RsvpSettingsInput> = {}, changes: Record<string, unknown> = {}) {
  const event = await createEvent(ctx, ann.cookie, { title: "Wedding" });
  const client = as(ctx, ann.cookie);
  const household = await client.post(`/api/events/${event.id}/households`, { name: "García family" });
  const garcia = (await household.json()) as { id: string };
  const jose = await addGuest(ctx, ann.cookie, event.id, {
    name: "José García",
    householdId: garcia.id,
    email: "jose@example.com",
  });
  const ana = await addGuest(ctx, ann.cookie, event.id, { name: "Ana García", householdId: garcia.id });
  const leo = await addGuest(ctx, ann.cookie, event.id, { name: "Leo García", householdId: garcia.id });
  await addGuest(ctx, ann.cookie, event.id, { name: "Mary Smith", email: "mary@example.com" });
  await client.put(`/api/events/${event.id}/households/${garcia.id}/plus-ones`, { plusOnes: 1 });
  await client.patch(`/api/events/${event.id}`, { isPublished: true, ...changes });
  const saved = (await (
    await client.put(`/api/events/${event.id}/rsvp`, { ...RSVP_SETTINGS, ...settings })
  ).json()) as RsvpSettings;
  const { links } = (await (await client.get(`/api/events/${event.id}/rsvp/links`)).json()) as {
    links: RsvpLink[];
  };
  const code = links.find((link) => link.name === "García family")!.code!;
  return { event, saved, jose, ana, leo, code, page: `/event/${event.id}/rsvp/${code}` };
}

describe("the guest page's RSVP section", () => {
  test("shows the find form only while the event collects RSVPs", async () => {
    const { event } = await rsvpEvent();
    const html = await (await get(`/event/${event.id}`)).text();
    expect(html).toContain('id="rsvp"');
    expect(html).toMatch(/<form[^>]*action="\/event\/[^"]+\/rsvp" method="post"/);
    expect(html).toContain("Find your invitation");
    expect(html).toMatch(/Please answer by Friday, May 1, 2099(,| at) 6:00\sPM GMT\+2/);

    await as(ctx, ann.cookie).put(`/api/events/${event.id}/rsvp`, { ...RSVP_SETTINGS, enabled: false });
    const off = await (await get(`/event/${event.id}`)).text();
    expect(off).not.toContain('id="rsvp"');
    expect(off).not.toContain("Find your invitation");
  });

  test("a full name finds the invitation: a redirect to its page, the language kept", async () => {
    const { event, code } = await rsvpEvent({}, { languages: ["en", "es"] });
    const found = await post(`/event/${event.id}/rsvp?lang=es`, { name: "  jose GARCIA " });
    expect(found.status).toBe(303);
    expect(found.headers.get("location")).toBe(`/event/${event.id}/rsvp/${code}?lang=es`);
  });

  test("a miss answers the guest page with the message beside the name, as typed, revealing nothing", async () => {
    const { event } = await rsvpEvent();
    for (const name of ["José", "Mary", "Nobody Here"]) {
      const response = await post(`/event/${event.id}/rsvp`, { name });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("GUEST SHELL");
      expect(html).toContain("We couldn&#x27;t find that name — type it as on your invitation");
      const input = control(html, "name");
      expect(input).toContain(`value="${name}"`);
      expect(input).toMatch(/aria-invalid="true" aria-describedby="rsvp-name-error" autofocus=""/);
      expect(html).not.toMatch(/rsvp\/[A-Za-z0-9_-]{22}|mary@example.com|jose@example.com/);
    }
    const blank = await post(`/event/${event.id}/rsvp`, { name: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Type your name as on your invitation");
  });

  test("a name two invitations share asks for the e-mail, then finds the right one", async () => {
    const { event, code } = await rsvpEvent();
    await addGuest(ctx, ann.cookie, event.id, { name: "Jose Garcia", email: "other@example.com" });
    const ask = await post(`/event/${event.id}/rsvp`, { name: "José García" });
    expect(ask.status).toBe(409);
    const html = await ask.text();
    expect(html).toContain("More than one invitation has this name");
    expect(control(html, "email")).toContain('id="rsvp-email"');
    expect(control(html, "name")).toContain('value="José García"');
    const wrong = await post(`/event/${event.id}/rsvp`, { name: "José García", email: "no@example.com" });
    expect(wrong.status).toBe(404);
    expect(control(await wrong.text(), "email")).toContain('value="no@example.com"');
    const right = await post(`/event/${event.id}/rsvp`, { name: "José García", email: "JOSE@example.com" });
    expect(right.headers.get("location")).toBe(`/event/${event.id}/rsvp/${code}`);
  });

  test("behind a passcode the form needs it; a post from another site is refused", async () => {
    const { event } = await rsvpEvent({}, { passcode: "Garden" });
    const locked = await post(`/event/${event.id}/rsvp`, { name: "José García" });
    expect(locked.status).toBe(401);
    expect(await locked.text()).toContain("Enter the passcode");
    const crossSite = await post(
      `/event/${event.id}/rsvp`,
      { name: "José García" },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("the invitation's page", () => {
  test("answering with form fields: a redirect to the thank-you, the guest list updated, the answer changed", async () => {
    const { event, saved, page, jose, ana, leo } = await rsvpEvent();
    const opened = await get(page);
    expect(opened.status).toBe(200);
    const form = await opened.text();
    for (const name of ["José García", "Ana García", "Leo García", "Sea bass", "Your guests"])
      expect(form).toContain(name);
    expect(form).not.toMatch(/Mary Smith|jose@example.com/);
    const [fish, veg] = saved.menu;
    const fields = {
      "m.0.id": jose.id,
      "m.0.attending": "yes",
      "m.0.meal": fish!.id,
      "m.0.dietary": "No nuts",
      "m.1.id": ana.id,
      "m.1.attending": "yes",
      "m.1.meal": veg!.id,
      "m.1.dietary": "",
      "m.2.id": leo.id,
      "m.2.attending": "no",
      "m.2.meal": fish!.id,
      "p.0.name": "Marta Ruiz",
      "p.0.meal": veg!.id,
      "p.0.dietary": "",
    };
    const sent = await post(page, fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(new RegExp(`^${page}\\?sent=\\d{13}$`));
    const thanks = await (await get(sent.headers.get("location")!)).text();
    expect(thanks).toContain("Thank you!");
    expect(thanks).not.toContain("Someone else on your invitation");
    expect(thanks).toMatch(/Marta Ruiz.*Attending.*Meal: Vegetarian/s);
    const byName = Object.fromEntries(
      (await guestList(ctx, ann.cookie, event.id)).guests.map((guest) => [guest.name, guest]),
    );
    expect(byName["José García"]).toMatchObject({
      status: "confirmed",
      meal: "Fish",
      dietaryRestrictions: "No nuts",
    });
    expect(byName["Leo García"]).toMatchObject({ status: "declined", meal: null });
    expect(byName["Marta Ruiz"]).toMatchObject({ status: "confirmed", meal: "Vegetarian", tableId: null });
    // The guest page lists the new statuses at once.
    expect(await (await get(`/event/${event.id}`)).text()).toContain("Marta Ruiz");

    // Changed: the page shows the answer as it stands; Leo comes, the plus-one renamed keeps their id.
    const again = await (await get(page)).text();
    expect(control(again, "p.0.id")).toContain(`value="${byName["Marta Ruiz"]!.id}"`);
    expect(control(again, "m.2.attending", "no")).toContain('checked=""');
    await post(page, {
      ...fields,
      "m.2.attending": "yes",
      "p.0.id": byName["Marta Ruiz"]!.id,
      "p.0.name": "Marta Ruiz Gil",
    });
    const after = Object.fromEntries(
      (await guestList(ctx, ann.cookie, event.id)).guests.map((guest) => [guest.name, guest]),
    );
    expect(after["Leo García"]).toMatchObject({ status: "confirmed", meal: "Fish" });
    expect(after["Marta Ruiz Gil"]!.id).toBe(byName["Marta Ruiz"]!.id);
  });

  test("the schema's messages sit beside their fields, everything typed kept", async () => {
    const { page, jose, ana, leo, saved } = await rsvpEvent();
    const response = await post(page, {
      "m.0.id": jose.id,
      "m.0.attending": "yes",
      "m.0.dietary": "Gluten free",
      "m.1.id": ana.id,
      "m.2.id": leo.id,
      "m.2.attending": "no",
      "p.0.name": "",
      "p.0.meal": saved.menu[0]!.id,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Check the answers marked below.");
    expect(html).toMatch(/id="m-1-attending-error"[^>]*>Say whether each person attends/);
    expect(html).toMatch(/id="p-0-name-error"[^>]*>Name your guest/);
    // The first field in error has the focus; what was typed stays.
    expect(control(html, "m.1.attending", "yes")).toMatch(
      /aria-invalid="true" aria-describedby="m-1-attending-error" autofocus=""/,
    );
    expect(control(html, "m.0.dietary")).toContain('value="Gluten free"');
    expect(control(html, "m.2.attending", "no")).toContain('checked=""');
    expect(html).toMatch(
      /<option value="1-fish" selected="">Fish<\/option><option value="2-vegetarian">Vegetarian<\/option><\/select><\/div><div class="rsvp-field"><label for="p-0-dietary"/,
    );
  });

  test("after the deadline the answer is refused politely, shown read-only with whom to contact", async () => {
    const { event, page, jose } = await rsvpEvent();
    await as(ctx, ann.cookie).put(`/api/events/${event.id}/rsvp`, {
      ...RSVP_SETTINGS,
      deadline: "2020-01-01T00:00",
    });
    const closed = await (await get(page)).text();
    expect(closed).toContain("Responses are closed");
    expect(closed).toContain("To change your answer, contact <bdi>Ann, 555 0100</bdi>.");
    expect(closed).not.toContain("<form");
    const refused = await post(page, { "m.0.id": jose.id, "m.0.attending": "yes" });
    expect(refused.status).toBe(410);
    expect(await refused.text()).toContain("Responses are closed");
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.guests.find((guest) => guest.name === "José García")!.status).toBe("invited");
  });

  test("an unknown or revoked code is a polite 404; an unpublished event is not found", async () => {
    const { event, page } = await rsvpEvent();
    const unknown = await get(`/event/${event.id}/rsvp/${"A".repeat(22)}`);
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain("This link is not valid. Ask the hosts for a new one.");
    expect(html).toContain(`href="/event/${event.id}"`);
    expect((await post(`/event/${event.id}/rsvp/nope`, { "m.0.attending": "yes" })).status).toBe(404);
    await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, { isPublished: false });
    const hidden = await get(page);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain("Event not found");
    expect((await post(`/event/${event.id}/rsvp`, { name: "José García" })).status).toBe(404);
  });

  test("the team previews an unpublished event's RSVP: finds and opens an invitation, cannot answer", async () => {
    const { event, page, jose } = await rsvpEvent();
    await as(ctx, ann.cookie).patch(`/api/events/${event.id}`, { isPublished: false });
    const found = await post(`/event/${event.id}/rsvp`, { name: "jose garcia" }, { cookie: ann.cookie });
    expect(found.status).toBe(303);
    expect(found.headers.get("location")).toBe(page);
    const opened = await get(page, { cookie: ann.cookie });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    const html = await opened.text();
    expect(html).toContain("Preview Mode");
    expect(html).toContain("This is a preview: guests can send their answers once the page is published.");
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    const refused = await post(page, { "m.0.id": jose.id, "m.0.attending": "yes" }, { cookie: ann.cookie });
    expect(refused.status).toBe(409);
    const list = await guestList(ctx, ann.cookie, event.id);
    expect(list.guests.find((guest) => guest.name === "José García")!.status).toBe("invited");
  });

  test("two phones of one household answer at once: the later wins whole, and both are told", async () => {
    const { event, page, jose, ana, leo } = await rsvpEvent();
    const form = await (await get(page)).text();
    const basis = control(form, "basis");
    expect(basis).toContain('value=""');
    const answer = (attending: "yes" | "no") => ({
      basis: "",
      "m.0.id": jose.id,
      "m.0.attending": attending,
      "m.1.id": ana.id,
      "m.1.attending": attending,
      "m.2.id": leo.id,
      "m.2.attending": attending,
    });
    // Both phones opened the form before either answered; the first sends "yes", the second "no".
    const first = await post(page, answer("yes"));
    const firstThanks = first.headers.get("location")!;
    expect(firstThanks).not.toContain("replaced=");
    const second = await post(page, answer("no"));
    const secondThanks = second.headers.get("location")!;
    expect(secondThanks).toMatch(/&replaced=\d{13}$/);
    const later = await (await get(secondThanks)).text();
    expect(later).toContain("Someone else on your invitation had sent an answer on");
    expect(later).toContain("Yours has replaced it: check it below.");
    // The earlier phone, on its thank-you page again, learns the hosts now have the other answer.
    const earlier = await (await get(firstThanks)).text();
    expect(earlier).toContain("Someone else on your invitation sent another answer on");
    expect(earlier).toMatch(/José García.*Not attending/s);
    // Sent at the very same moment: each answer is whole, one after the other, never a mix.
    await Promise.all([post(page, answer("yes")), post(page, answer("no"))]);
    const statuses = new Set(
      (await guestList(ctx, ann.cookie, event.id)).guests
        .filter((guest) => guest.name.endsWith("García"))
        .map((guest) => guest.status),
    );
    expect(statuses.size).toBe(1);
  });

  test("opens without the guest page's passcode: the code is the capability", async () => {
    const { page } = await rsvpEvent({}, { passcode: "Garden" });
    const opened = await get(page);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("José García");
  });
});
