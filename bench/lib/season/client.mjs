// The season benchmark's HTTP client: node:http with keep-alive agents, each bound to its own loopback
// address (127.0.0.0/8 is all loopback on Linux), so nginx sees one client address per simulated owner or
// crowd and appends it to X-Forwarded-For, and the app's per-address rate limits count each apart. Every
// attempt is recorded with its class, start (seconds into the run), latency and outcome.
import http from "node:http";

/** A keep-alive agent whose connections come from `localAddress`. */
export function agentFrom(localAddress, maxSockets = 4) {
  return new http.Agent({ keepAlive: true, maxSockets, localAddress, scheduling: "lifo" });
}

/** The n-th address of a /16 under 127.x (n from 0): 127.<net>.<hi>.<lo>, never .0 or .255. */
export function loopbackAddress(net, n) {
  const host = n + 1;
  return `127.${net}.${Math.floor(host / 254)}.${(host % 254) + 1}`;
}

/** One request; resolves with { status, headers, body, ms } or rejects on a connection error / timeout.
 * `ms` runs from the call (queueing for a free socket of the agent included) to the last byte. */
export function request({ agent, port, method = "GET", path, headers = {}, body, timeoutMs = 10_000 }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: "127.0.0.1", port, method, path, agent, headers, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Latencies and outcomes per request class, each attempt stamped with its start in seconds since `t0`. */
export function createRecorder() {
  const classes = new Map();
  let t0 = performance.now();
  const recorder = {
    reset(now = performance.now()) {
      classes.clear();
      t0 = now;
    },
    get t0() {
      return t0;
    },
    now: () => (performance.now() - t0) / 1000,
    record(name, startedAt, ms, ok, detail) {
      let entry = classes.get(name);
      if (!entry) {
        entry = { at: [], ms: [], ok: [], failures: [] };
        classes.set(name, entry);
      }
      const at = (startedAt - t0) / 1000;
      entry.at.push(at);
      entry.ms.push(ms);
      entry.ok.push(ok);
      if (!ok && entry.failures.length < 2000) entry.failures.push({ at, detail });
    },
    classes,
  };
  return recorder;
}

/**
 * A request that counts: recorded under `name`, 2xx/304 is success (`expect` may allow more). On a failure
 * (status ≥ 400 other than allowed, connection error, timeout) it is retried with backoff — 100, 200, 400,
 * 800 ms, then every second — until it succeeds or `deadline` (performance.now() time) passes, as a client
 * that recovers by itself would. Every attempt is recorded. Resolves with the successful answer, or null.
 * `onFailure`/`onSuccess` let the caller time a client's recovery.
 */
export async function withRetry(recorder, name, attempt, { deadline, onFailure, onSuccess, ok }) {
  let delay = 100;
  for (;;) {
    const started = performance.now();
    let answer;
    let failure;
    try {
      answer = await attempt();
      const good = ok ? ok(answer) : answer.status < 400;
      if (!good) failure = `HTTP ${answer.status} ${answer.body.toString("utf8").slice(0, 160)}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    recorder.record(name, started, performance.now() - started, failure === undefined, failure);
    if (failure === undefined) {
      onSuccess?.(performance.now());
      return answer;
    }
    onFailure?.(started, failure);
    if (performance.now() + delay > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 1000);
  }
}
