import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { CLIENT_HEADER } from "@/shared/live";
import { clientIdSchema } from "@/shared/live-input";

/**
 * Which browser tab a request comes from (the `x-seatwise-client` header its writes carry), kept for the
 * request's duration so that the change log's notification can name it and the tab can skip its own echo,
 * without every service passing it along.
 */
const source = new AsyncLocalStorage<{ clientId: string | null }>();

export function changeSource(): MiddlewareHandler {
  return (c, next) => {
    const parsed = clientIdSchema.safeParse(c.req.header(CLIENT_HEADER));
    return source.run({ clientId: parsed.success ? parsed.data : null }, next);
  };
}

/** The tab that sent the request being served, when it said. */
export function currentClientId(): string | null {
  return source.getStore()?.clientId ?? null;
}
