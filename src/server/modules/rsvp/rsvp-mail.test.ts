import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { linksInMessage } from "@/server/lib/mail";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import { startSmtpServer } from "@/server/test/smtp";
import type { RsvpInvitation, RsvpLink, RsvpMailStatus } from "@/shared/rsvp";
import { sendRsvpDigests } from "./rsvp-mail.service";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let ann: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: "false" } });
  ann = await signUpUser(ctx, { name: "Ann", email: "ann@example.com" });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function ok<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`);
  return (status === 204 ? undefined : await json(response)) as T;
}

/** A published event collecting RSVPs: the García household (two addresses), Lee alone (one), Kim alone
 * (none). */
async function mailEvent(title = "Ana & Luis") {
  const event = await createEvent(ctx, ann.cookie, { title });
  const client = as(ctx, ann.cookie);
  const garcia = await ok<{ id: string }>(
    await client.post(`/api/events/${event.id}/households`, { name: "García family" }),
    201,
  );
  const jose = await addGuest(ctx, ann.cookie, event.id, {
    name: "José García",
    email: "jose@example.com",
    householdId: garcia.id,
  });
  await addGuest(ctx, ann.cookie, event.id, {
    name: "Ana García",
    email: "ana@example.com",
    householdId: garcia.id,
  });
  const lee = await addGuest(ctx, ann.cookie, event.id, { name: "Lee Park", email: "lee@example.com" });
  await addGuest(ctx, ann.cookie, event.id, { name: "Kim No-Mail" });
  await ok(await client.patch(`/api/events/${event.id}`, { isPublished: true }));
  await ok(
    await client.put(`/api/events/${event.id}/rsvp`, {
      enabled: true,
      deadline: "2099-05-01T18:00",
      timeZone: "Europe/Madrid",
    }),
  );
  return { event, jose, lee };
}

const send = (eventId: string, kind: "invitation" | "reminder") =>
  as(ctx, ann.cookie).post(`/api/events/${eventId}/rsvp/mail`, { kind });
const status = async (eventId: string) =>
  ok<RsvpMailStatus>(await as(ctx, ann.cookie).get(`/api/events/${eventId}/rsvp/mail`));
const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("RSVP e-mails", () => {
  test("invitations, then reminders to who has not answered; each with its own link and an unsubscribe", async () => {
    const { event, lee } = await mailEvent();
    expect(await status(event.id)).toEqual({ canSend: true, invitations: 2, reminders: 0 });
    const sent = await ok<{ sent: number; invitations: number }>(await send(event.id, "invitation"));
    expect(sent).toMatchObject({ sent: 3, invitations: 2 });
    const [toJose] = mailTo("jose@example.com");
    expect(toJose!.raw).toContain("Subject: You're invited to Ana & Luis: please RSVP");
    // The whole link on one line: mail clients offer it as the Unsubscribe button.
    expect(toJose!.raw).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/api\/public\/events\/\S+&token=[\w-]+>\r\n/,
    );
    expect(toJose!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = linksInMessage(toJose!.raw).find(
      (href) => href.includes("/rsvp/") && !href.includes("unsubscribe"),
    )!;
    const code = link.split("/rsvp/")[1]!;
    const opened = await ok<RsvpInvitation>(await as(ctx).get(`/api/public/events/${event.id}/rsvp/${code}`));
    expect(opened.name).toBe("García family");
    const { links } = await ok<{ links: RsvpLink[] }>(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/rsvp/links`),
    );
    expect(links.find((candidate) => candidate.name === "García family")!.code).toBe(code);

    // Nobody is invited twice; reminders go to who has not answered.
    expect((await ok<{ sent: number }>(await send(event.id, "invitation"))).sent).toBe(0);
    await ok(await as(ctx).put(`/api/public/events/${event.id}/rsvp/${code}`, { members: [], plusOnes: [] }));
    expect(await status(event.id)).toEqual({ canSend: true, invitations: 0, reminders: 2 });
    // An answer with no member changes nobody: still waiting. One member answering makes it answered.
    await ok(
      await as(ctx).put(`/api/public/events/${event.id}/rsvp/${code}`, {
        members: [{ guestId: opened.members[0]!.guestId, attending: true }],
      }),
    );
    expect(await status(event.id)).toEqual({ canSend: true, invitations: 0, reminders: 1 });

    // Lee unsubscribes: the page asks first (a mail scanner following the link unsubscribes nobody).
    // The link in the message's text (the HTML part escapes its "&").
    const unsubscribe = linksInMessage(mailTo("lee@example.com")[0]!.raw).find(
      (href) => href.includes("/rsvp/unsubscribe?") && href.includes("&token="),
    )!;
    const page = await as(ctx).get(unsubscribe.replace("http://localhost:3000", ""));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Stop RSVP e-mails about this event to lee@example.com?");
    expect((await status(event.id)).reminders).toBe(1);
    const done = await as(ctx).post(unsubscribe.replace("http://localhost:3000", ""));
    expect(await done.text()).toContain(
      "lee@example.com will get no more RSVP e-mails about Ana &#38; Luis.",
    );
    expect(await status(event.id)).toEqual({ canSend: true, invitations: 0, reminders: 0 });
    const before = smtp.received.length;
    expect((await ok<{ sent: number }>(await send(event.id, "reminder"))).sent).toBe(0);
    expect(smtp.received.length).toBe(before);
    expect(lee.id).toBeTruthy();

    const forged = unsubscribe.replace(/token=[^&]+/, "token=forged");
    expect((await as(ctx).post(forged.replace("http://localhost:3000", ""))).status).toBe(404);
  });

  test("without a mail server nothing is sent and the owner is told why", async () => {
    const plain = await createTestContext();
    try {
      const owner = await signUpUser(plain, { name: "Bo" });
      const event = await createEvent(plain, owner.cookie, { title: "No SMTP" });
      const response = await as(plain, owner.cookie).post(`/api/events/${event.id}/rsvp/mail`, {
        kind: "invitation",
      });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(
        "Sending e-mails needs a mail server: ask whoever runs Seatwise to set SMTP_URL",
      );
    } finally {
      await plain.close();
    }
  });

  test("the daily digest tells the owner about new answers, once a day", async () => {
    const { event, lee } = await mailEvent("Digest party");
    const { links } = await ok<{ links: RsvpLink[] }>(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/rsvp/links`),
    );
    const code = links.find((link) => link.name === "Lee Park")!.code!;
    await ok(
      await as(ctx).put(`/api/public/events/${event.id}/rsvp/${code}`, {
        members: [{ guestId: lee.id, attending: true }],
      }),
    );
    const deps = { db: ctx.deps.database.db, env: ctx.deps.env, mail: ctx.deps.mail };
    const log = ctx.deps.log;
    const before = mailTo("ann@example.com").length;
    // Two instances run the digest at once: one sends it.
    const [first, second] = await Promise.all([sendRsvpDigests(deps, log), sendRsvpDigests(deps, log)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const digest = mailTo("ann@example.com")
      .slice(before)
      .find((mail) => mail.raw.includes("Digest party"))!;
    expect(digest.raw).toContain("1 new answer for Digest party");
    expect(
      mailTo("ann@example.com")
        .slice(before)
        .filter((mail) => mail.raw.includes("Digest party")),
    ).toHaveLength(1);
    expect(digest.raw.replace(/=\r?\n/g, "")).toContain("Lee Park");
    // Not again the same day.
    const count = mailTo("ann@example.com").length;
    await sendRsvpDigests(deps, log);
    expect(mailTo("ann@example.com").length).toBe(count);
  });
});
