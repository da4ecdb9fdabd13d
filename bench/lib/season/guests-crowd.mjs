// The guests of "A Saturday in June": each visit is one phone opening its event's guest page, as
// src/web/guest-page/main.ts behaves: the page (GET /event/:id, its data is in the HTML), a search for the
// guest's own name 3 s later, then a conditional refresh (If-None-Match) every 30 s while the page is open.
// The page's scripts, styles and fonts are left out: they are hashed files a phone keeps in its cache.
import { agentFrom, loopbackAddress, request, withRetry } from "./client.mjs";

const PAGE_HEADERS = {
  accept: "text/html",
  "accept-encoding": "br, gzip",
  "accept-language": "en-GB,en;q=0.9",
  "user-agent": "season-bench (phone)",
};
const SEARCH_DELAY_MS = 3000;

// The three requests of a visit, as the guest page makes them: its page, a search, a conditional refresh.
const openPage =
  ({ agent, port, event }) =>
  () =>
    request({ agent, port, path: `/event/${event.id}`, headers: PAGE_HEADERS });
const searchFor =
  ({ agent, port, event }, word) =>
  () =>
    request({
      agent,
      port,
      path: `/api/public/events/${event.id}/search?q=${encodeURIComponent(word)}`,
      headers: {
        accept: "application/json",
        "accept-encoding": "br, gzip",
        "user-agent": PAGE_HEADERS["user-agent"],
      },
    });
const revalidate =
  ({ agent, port, event }, etag) =>
  () =>
    request({
      agent,
      port,
      path: `/event/${event.id}?lang=en`,
      headers: { ...PAGE_HEADERS, "cache-control": "no-cache", ...(etag ? { "if-none-match": etag } : {}) },
    });
const REFRESH_MS = 30_000;

/** One agent (own loopback address, 6 connections, as a crowd behind one carrier NAT) per event. */
export function crowdAgents(events) {
  return events.map((_, i) => agentFrom(loopbackAddress(2, i), 6));
}

/**
 * Scheduled visits: `visitsPerEvent` for each event, spread evenly over `seconds` and interleaved across
 * events. `port` is the balancer's. Resolves when every visit's last request is done. `clients` collects
 * each visit's failures and recoveries (see faults in season.mjs).
 */
export async function runCrowd({ port, events, agents, visitsPerEvent, seconds, recorder, clients }) {
  const start = performance.now();
  const end = start + seconds * 1000;
  const total = events.length * visitsPerEvent;
  const pending = [];
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / (seconds * 1000)) * total) + 1);
      for (; next < due; next += 1) {
        const event = events[next % events.length];
        const guest = event.names[Math.floor(next / events.length) % event.names.length];
        pending.push(
          visit({ port, agent: agents[next % events.length], event, guest, end, recorder, clients }),
        );
      }
      if (next >= total || performance.now() >= end) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  await Promise.all(pending);
}

async function visit({ port, agent, event, guest, end, recorder, clients }) {
  const client = clients.add("guest");
  const retry = { deadline: end + 10_000, onFailure: client.failed, onSuccess: client.succeeded };
  const sleepUntil = (at) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
  const target = { agent, port, event };
  const openedAt = performance.now();
  const page = await withRetry(recorder, "guest page: open", openPage(target), retry);
  if (!page) return;
  let etag = page.headers.etag;
  const word = guest.split(" ")[0];
  await sleepUntil(openedAt + SEARCH_DELAY_MS);
  if (performance.now() >= end) return;
  await withRetry(recorder, "guest page: search", searchFor(target, word), retry);
  for (let at = openedAt + REFRESH_MS; at < end; at += REFRESH_MS) {
    await sleepUntil(at);
    const fresh = await withRetry(recorder, "guest page: revalidate", revalidate(target, etag), retry);
    if (fresh?.status === 200) etag = fresh.headers.etag ?? etag;
  }
}

/**
 * As many guest visits as `workers` back-to-back phones manage in `seconds`, with no pause: open, search,
 * refresh (a 304) — the throughput runs' guest load, the same three requests as a visit.
 */
export async function runCrowdFlatOut({ port, events, agents, workers, seconds, recorder }) {
  const end = performance.now() + seconds * 1000;
  const one = async (w) => {
    let i = w;
    while (performance.now() < end) {
      const e = i % events.length;
      const event = events[e];
      const agent = agents[e];
      const guest = event.names[i % event.names.length];
      i += workers;
      const deadline = performance.now(); // no retry: the throughput runs count answers, not recoveries
      const target = { agent, port, event };
      const page = await withRetry(recorder, "guest page: open", openPage(target), { deadline });
      await withRetry(recorder, "guest page: search", searchFor(target, guest.split(" ")[0]), { deadline });
      await withRetry(recorder, "guest page: revalidate", revalidate(target, page?.headers.etag), {
        deadline,
      });
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => one(w)));
}
