import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { linksInMessage } from "../src/server/lib/mail";
import { E2E_ADMIN } from "./support/server";

/** Signs the page's browser context in as the first admin (created by the first-admin project). */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post("/api/auth/sign-in/email", { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A unique e-mail address for this run. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The outbox messages to `to` (the e2e server has no SMTP_URL, so mail lands in DATA_DIR/outbox), newest
 * first, with their links. */
export async function mailsTo(to: string): Promise<{ raw: string; links: string[] }[]> {
  const outbox = path.join(process.env.SEATWISE_E2E_DATA_DIR ?? "", "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
  const messages = await Promise.all(files.map((file) => readFile(path.join(outbox, file), "utf8")));
  return messages
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) => ({ raw, links: linksInMessage(raw) }));
}

// 1×1 transparent PNG.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
