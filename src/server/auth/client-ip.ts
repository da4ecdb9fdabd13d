import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header Better Auth reads the client address from (rate limiting, session records). Only the server
 * sets it: whatever a client sends under this name is replaced. */
export const CLIENT_IP_HEADER = "x-seatwise-client-ip";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

type Peer = { kind: "socket"; address: string | undefined } | { kind: "in-process" };

function peer(c: Context): Peer {
  try {
    return { kind: "socket", address: getConnInfo(c).remote.address };
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return { kind: "in-process" };
  }
}

/** The connecting address; behind a reverse proxy, the address that proxy appended last to X-Forwarded-For.
 * A proxy on the same host (loopback peer) is always trusted; one on another host (a load balancer) only
 * with TRUST_PROXY, since otherwise any client could name its own address. */
export function clientIp(c: Context, trustProxy = false): string | undefined {
  const from = peer(c);
  if (from.kind !== "socket") return undefined;
  if (trustProxy || (from.address && LOOPBACK.has(from.address))) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return from.address;
}

/** The client address as Better Auth's rate limits see it: the socket's (or the trusted proxy's), or for an
 * in-process test request the address it names in CLIENT_IP_HEADER. */
export function rateLimitIp(c: Context, trustProxy = false): string | undefined {
  return peer(c).kind === "in-process" ? c.req.header(CLIENT_IP_HEADER) : clientIp(c, trustProxy);
}

/** The request handed to Better Auth, carrying the client address under the trusted header. An in-process
 * test request keeps the header it was given, so tests can play several clients. */
export function withClientIp(c: Context, trustProxy = false): Request {
  if (peer(c).kind === "in-process") return c.req.raw;
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}
