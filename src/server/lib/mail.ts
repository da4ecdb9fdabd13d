import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "@/server/env";
import type { Logger } from "./logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an RSVP e-mail's List-Unsubscribe): `prepared` values are sent as they are, not folded
   * or encoded, so a long link stays one link. */
  headers?: Record<string, string | { prepared: true; value: string }>;
}

export interface Mailer {
  /** "smtp" sends through SMTP_URL; "outbox" writes `.eml` files to DATA_DIR/outbox for local use. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">;

export function outboxDir(dataDir: string) {
  return path.join(dataDir, "outbox");
}

export function createMailer(env: MailEnv, log: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: "smtp",
      async send(message) {
        try {
          await transport.sendMail({ from: env.MAIL_FROM, ...message });
          log.info("mail sent", { to: message.to, subject: message.subject });
        } catch (error) {
          log.error("mail failed", { to: message.to, subject: message.subject, error: String(error) });
          throw error;
        }
      },
    };
  }

  // Without a mail server the message is kept as a file a developer can open; its links are logged
  // because in this mode the log is how someone running the app locally follows them.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = outboxDir(env.DATA_DIR);
  return {
    kind: "outbox",
    async send(message) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      const file = path.join(
        dir,
        `${Date.now()}-${slug}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "").slice(0, 12)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info("mail written to outbox", {
        to: message.to,
        subject: message.subject,
        file,
        links: linksInText(message.text),
      });
    },
  };
}

export function linksInText(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}

/** The links of a raw RFC 822 message (an outbox `.eml` or what an SMTP server received): undoes
 * quoted-printable soft breaks and escapes, so a long token survives intact. */
export function linksInMessage(raw: string): string[] {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return [...new Set(linksInText(decoded).map((link) => link.replace(/&amp;/g, "&")))];
}
