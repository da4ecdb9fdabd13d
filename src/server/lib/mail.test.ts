import { afterAll, beforeAll, expect, test } from "vitest";
import { browser } from "@/server/auth/test-helpers";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { type ReceivedMail, startSmtpServer } from "@/server/test/smtp";
import { linksInMessage } from "./mail";

// A real SMTP conversation: an in-process SMTP server receives what Seatwise sends through SMTP_URL.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let received: ReceivedMail[];
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
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

/** A received message's subject and parts, decoded (encoded words, quoted-printable, base64, UTF-8). */
function decodeMail(raw: string) {
  const bytes = (text: string, encoding: string) =>
    encoding === "base64"
      ? Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            text
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8")
        : text;
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? bytes(text, "base64") : bytes(text.replace(/_/g, " "), "quoted-printable"),
    );
  const part = (type: string) => {
    const match = new RegExp(
      `Content-Type: ${type}[^\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*?Content-Transfer-Encoding: ([\\w-]+)\\r?\\n\\r?\\n([\\s\\S]*?)\\r?\\n--`,
    ).exec(raw);
    return match ? bytes(match[2]!, match[1]!) : "";
  };
  return { subject, text: part("text/plain"), html: part("text/html") };
}

test("the confirmation mail speaks its recipient's language, whichever request sends it", async () => {
  const signUp = async (email: string, locale: string) => {
    const client = browser(ctx);
    const response = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `seatwise-locale=${locale}`,
        "x-seatwise-client-ip": client.ip,
      },
      body: JSON.stringify({ name: "Sol", email, password: "password-sol" }),
    });
    expect(response.status).toBe(200);
  };
  const mailTo = async (email: string, count: number) => {
    await expect.poll(() => received.filter((message) => message.to.includes(email)).length).toBe(count);
    return decodeMail(received.filter((message) => message.to.includes(email)).at(-1)!.raw);
  };

  await signUp("sol@example.com", "es");
  const spanish = await mailTo("sol@example.com", 1);
  expect(spanish.subject).toBe("Confirma tu correo electrónico para Seatwise");
  expect(spanish.text).toContain("Hola, Sol:");
  expect(spanish.html).toContain('lang="es" dir="ltr"');

  // Asked again from an English browser: the account's language still decides.
  const resend = await browser(ctx).post("/api/auth/send-verification-email", { email: "sol@example.com" });
  expect(resend.status).toBe(200);
  expect((await mailTo("sol@example.com", 2)).subject).toBe("Confirma tu correo electrónico para Seatwise");

  await signUp("amal@example.com", "ar");
  const arabic = await mailTo("amal@example.com", 1);
  expect(arabic.subject).toBe("أكّد بريدك الإلكتروني في Seatwise");
  expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
  expect(arabic.html).toContain("أكّد بريدك الإلكتروني");
});
