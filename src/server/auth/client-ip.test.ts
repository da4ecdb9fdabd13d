import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono().get("/", (c) =>
    c.json({ plain: clientIp(c) ?? null, trusted: clientIp(c, true) ?? null }),
  );
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A real socket from a chosen local address: 127.0.0.2 stands for a peer on another host. */
function ask(localAddress: string, forwardedFor?: string) {
  return new Promise<{ plain: string | null; trusted: string | null }>((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/",
        localAddress,
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      },
      (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve(JSON.parse(body)));
      },
    );
    request.on("error", reject);
  });
}

describe("clientIp", () => {
  it("is the socket's address when nothing is forwarded", async () => {
    expect(await ask("127.0.0.2")).toEqual({ plain: "127.0.0.2", trusted: "127.0.0.2" });
  });

  it("ignores X-Forwarded-For from a peer on another host unless TRUST_PROXY is on", async () => {
    expect(await ask("127.0.0.2", "203.0.113.9, 198.51.100.7")).toEqual({
      plain: "127.0.0.2",
      trusted: "198.51.100.7",
    });
  });

  it("trusts the last X-Forwarded-For entry from a proxy on the same host", async () => {
    expect((await ask("127.0.0.1", "203.0.113.9, 198.51.100.7")).plain).toBe("198.51.100.7");
  });
});
