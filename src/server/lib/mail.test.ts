import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { browser } from "@/server/auth/test-helpers";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { linksInMessage } from "./mail";

// A real SMTP conversation: an in-process SMTP server receives what Seatwise sends through SMTP_URL.
const received: { from: string; to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("with SMTP_URL, confirmation is required and the confirmation mail goes over SMTP", async () => {
  expect(ctx.deps.env.REQUIRE_EMAIL_VERIFICATION).toBe(true);
  expect(ctx.deps.mail.kind).toBe("smtp");

  const client = browser(ctx);
  const signUp = await client.post("/api/auth/sign-up/email", {
    name: "Dee",
    email: "dee@example.com",
    password: "password-dee",
  });
  expect(signUp.status).toBe(200);
  expect(((await json(signUp)) as { token: unknown }).token).toBeNull();

  await expect.poll(() => received.length).toBe(1);
  const message = received[0]!;
  expect(message.to).toEqual(["dee@example.com"]);
  expect(message.from).toBe("no-reply@seatwise.local");
  expect(message.raw).toContain("Subject: Confirm your e-mail for Seatwise");

  const link = linksInMessage(message.raw).find((href) => href.includes("/email-confirmation?"));
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe("http://localhost:3000");
  expect(url.searchParams.get("type")).toBe("signup");

  // What the /email-confirmation page does with the link's token.
  const verify = await client.get(
    `/api/auth/verify-email?token=${encodeURIComponent(url.searchParams.get("token")!)}`,
  );
  expect(verify.status).toBe(200);
  const login = await client.post("/api/auth/sign-in/email", {
    email: "dee@example.com",
    password: "password-dee",
  });
  expect(login.status).toBe(200);
  expect(await json(await client.get("/api/me"))).toMatchObject({
    user: { email: "dee@example.com", emailVerified: true },
  });
});
