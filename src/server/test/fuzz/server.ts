import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createApp, createRequestListener } from "@/server/app";
import { CLIENT_IP_HEADER } from "@/server/auth/client-ip";
import type { TestContext } from "@/server/test/harness";
import type { Actor } from "./world";

/** The fuzzed server: the whole request listener (the guest page's fast path, the built web's files, the
 * app) on a port, with a stand-in web build and the real page renderer, on the test context's database. */
export interface FuzzServer {
  /** The same app, for its routes. */
  app: ReturnType<typeof createApp>;
  /** A request as a browser sends it (with the app's Origin on writes), in-process or over HTTP; the
   * in-process client names its address in CLIENT_IP_HEADER, which over HTTP becomes X-Forwarded-For (the
   * server trusts it from loopback, as from a local proxy). Redirects are answered, not followed. */
  request(path: string, init: RequestInit, overHttp: boolean): Promise<Response>;
  close(): Promise<void>;
}

export async function startFuzzServer(ctx: TestContext): Promise<FuzzServer> {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-fuzz-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  const shell =
    '<!doctype html><html><head><meta name="description" content="x" />\n<meta name="theme-color" content="#9b87f5" />\n<title>x</title></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(webRoot, "index.html"), shell);
  writeFileSync(path.join(webRoot, "guest-page.html"), shell);
  const options = { webRoot, pageRenderer: import("@/web/app/server-render") };
  const server = createServer(createRequestListener(ctx.deps, options));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const app = createApp(ctx.deps, options);
  return {
    app,
    async request(requestPath, init, overHttp) {
      const headers = new Headers(init.headers);
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET" && method !== "HEAD") headers.set("origin", ctx.deps.env.APP_ORIGIN);
      if (!overHttp) {
        return app.request(new URL(requestPath, ctx.deps.env.APP_ORIGIN).toString(), { ...init, headers });
      }
      const ip = headers.get(CLIENT_IP_HEADER);
      headers.delete(CLIENT_IP_HEADER);
      if (ip) headers.set("x-forwarded-for", ip);
      return fetch(new URL(requestPath, `http://127.0.0.1:${port}`), {
        ...init,
        headers,
        redirect: "manual",
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** The owner's first event published without a passcode, so the guest page's fast path has one to answer. */
export async function publishOneEvent(ctx: TestContext, owner: Actor) {
  const [eventId] = owner.pool.get("eventId");
  if (!eventId || !owner.cookie) return;
  await ctx.request(`/api/events/${eventId}`, {
    method: "PATCH",
    headers: { cookie: owner.cookie, "content-type": "application/json" },
    body: JSON.stringify({ isPublished: true, passcode: "" }),
  });
}
