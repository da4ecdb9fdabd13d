import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestListener } from "@/server/app";
import type { Deps } from "@/server/deps";

/** For the live tests: one app instance on a real port (streaming needs real HTTP). */
export async function listenOn(deps: Deps) {
  const server = createServer(createRequestListener(deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        deps.live.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** A live stream read as the browser's EventSource would: each event, in order, awaited with a deadline. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const event: SseEvent = { event: "message", data: "" };
          for (const line of block.split("\n")) {
            const [field, ...rest] = line.split(": ");
            const value = rest.join(": ");
            if (field === "event") event.event = value;
            else if (field === "id") event.id = value;
            else if (field === "data") event.data += value;
          }
          if (!block.startsWith(":")) events.push(event);
          wake?.();
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    wake?.();
  })();
  let read = 0;
  return {
    status: response.status,
    events,
    /** The next event (of this name, skipping others), or a failure after `timeoutMs`. */
    async next(name?: string, timeoutMs = 3000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < events.length) {
          const event = events[read++]!;
          if (!name || event.event === name) return event;
        }
        if (ended) throw new Error(`the stream ended before ${name ?? "an event"}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${name ?? "event"} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    /** Resolves once the server ended the stream. */
    async ended(timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return ended;
    },
    close: () => abort.abort(),
  };
}
