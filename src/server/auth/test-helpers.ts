import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { linksInMessage, outboxDir } from "@/server/lib/mail";

/** Test helpers for account flows: a client with its own cookie jar and address, and the outbox. */

let nextClient = 1;

export interface Requester {
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** One browser: keeps the cookies the server sets and sends them back; has its own client address so the
 * per-address rate limits of one test do not spill into another. */
export function browser(ctx: Requester, ip = `10.0.${Math.floor(nextClient / 250)}.${nextClient++ % 250}`) {
  const jar = new Map<string, string>();
  const call = async (requestPath: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-seatwise-client-ip", ip);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await ctx.request(requestPath, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    ip,
    cookies: jar,
    get: (requestPath: string) => call(requestPath),
    post: (requestPath: string, body: unknown) =>
      call(requestPath, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
  };
}
export type Browser = ReturnType<typeof browser>;

export async function outboxMessages(dataDir: string): Promise<string[]> {
  const dir = outboxDir(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), "utf8")));
}

/** The newest outbox message sent to `to`, with its links. */
export async function lastMailTo(dataDir: string, to: string) {
  const messages = (await outboxMessages(dataDir)).filter((raw) => raw.includes(`To: ${to}`));
  const raw = messages.at(-1);
  if (!raw) throw new Error(`No message to ${to} in the outbox`);
  return { raw, links: linksInMessage(raw) };
}

export function tokenOf(link: string) {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}
