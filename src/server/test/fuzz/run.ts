import type { TestContext } from "@/server/test/harness";
import type { WriteLog } from "@/server/test/write-log";
import type { ActorName, BodySpec, FuzzCase } from "./cases";
import { type FuzzRoute, isPublicRoute } from "./routes";
import type { FuzzServer } from "./server";
import { type Actor, concretePath, pixelFile } from "./world";

/** Sends one generated case (the guest page's reads over HTTP, so its fast path in front of the app answers
 * too; the rest in-process) and judges the answer: never 5xx; every 4xx in the API's JSON error shape (an HTML page for
 * the guest page) with no stack trace or SQL in it; a refused request leaves every table as it was; and a
 * success (2xx or a redirect) is wrong when the request named another owner's resource on a route that is not
 * public, or an id padded with a blank. Writes are read from the log after each request, so the caller takes
 * what came before (seeding) before the first case. */

export interface Failure {
  route: string;
  problem: string;
  note: string;
  repro: string;
}

/** What an error message must never show: a stack frame, SQL, a driver's words. */
const LEAK =
  /\bat .+:\d+:\d+|\b(select|insert into|update|delete from)\b.+\b(from|set|where|values)\b|violates|syntax error|drizzle|pglite/i;

export class FuzzRunner {
  readonly latencies: number[] = [];

  constructor(
    private readonly ctx: TestContext,
    private readonly server: FuzzServer,
    private readonly actors: Record<ActorName, Actor>,
    private readonly writes: WriteLog,
  ) {}

  private pathFor(route: FuzzRoute, fuzzCase: FuzzCase): string {
    const path = concretePath(route, (param) => {
      const source = fuzzCase.ids[route.params.indexOf(param)]!;
      if (typeof source === "object" && "malformed" in source) return source.malformed;
      const owner = typeof source === "object" ? "owner" : source;
      const ids = this.actors[owner].pool.get(param);
      const id = ids.length ? ids[fuzzCase.pick % ids.length] : "00000000-0000-4000-8000-000000000000";
      return typeof source === "object" ? `${id}${source.padded}` : id;
    });
    return `${path}${fuzzCase.query}`;
  }

  async run(route: FuzzRoute, fuzzCase: FuzzCase): Promise<Failure | undefined> {
    const actor = this.actors[fuzzCase.actor];
    const path = this.pathFor(route, fuzzCase);
    const headers: Record<string, string> = { "x-seatwise-client-ip": fuzzCase.ip };
    if (actor.cookie) headers.cookie = actor.cookie;
    const body = requestBody(fuzzCase.body, headers);
    const fail = (problem: string): Failure => ({
      route: `${route.method} ${route.path}`,
      problem,
      note: `${fuzzCase.note}, as ${fuzzCase.actor}`,
      repro: curl(this.ctx.deps.env.APP_ORIGIN, route.method, path, headers, fuzzCase.body, fuzzCase.actor),
    });

    const started = performance.now();
    // The guest page and its data go over HTTP, where the fast path answers in front of the app.
    const overHttp = route.method === "GET" && isPublicRoute(route);
    const response = await this.server.request(path, { method: route.method, headers, body }, overHttp);
    const text = await response.text();
    this.latencies.push(performance.now() - started);

    const written = await this.writes.takeWrites();
    // Over HTTP, Node refuses a request line or headers over its 16 KB limit itself, before any of our code.
    if (overHttp && response.status === 431) return undefined;
    if (response.status >= 500) return fail(`answered ${response.status}: ${text.slice(0, 200)}`);
    if (response.status < 400) {
      const wrong = wrongSuccess(route, fuzzCase);
      return wrong ? fail(`answered ${response.status} ${wrong}: ${text.slice(0, 120)}`) : undefined;
    }
    const shapeProblem = route.page ? pageProblem(response, text) : errorShapeProblem(response, text);
    if (shapeProblem) return fail(`answered ${response.status} ${shapeProblem}`);
    if (written.length) return fail(`refused with ${response.status} but wrote: ${written.join(", ")}`);
    return undefined;
  }
}

/** Why a success is wrong for this case, if it is: an id padded with a blank names nothing, and on a route
 * that is not public, nobody but their owner (or an admin) may use an owner's ids. */
function wrongSuccess(route: FuzzRoute, fuzzCase: FuzzCase): string | undefined {
  // Better Auth's path parameters (a provider's id) name no one's resource.
  if (route.auth) return undefined;
  if (fuzzCase.ids.some((source) => typeof source === "object" && "padded" in source)) {
    return "to an id with a blank after it";
  }
  if (isPublicRoute(route) || fuzzCase.actor === "admin") return undefined;
  const foreign = fuzzCase.ids.find((source) => typeof source === "string" && source !== fuzzCase.actor);
  return foreign ? `to the ${fuzzCase.actor} using the ${foreign}'s id` : undefined;
}

/** A refused page request answers an HTML page (not found, passcode) with nothing internal in it. */
function pageProblem(response: Response, text: string): string | undefined {
  const type = response.headers.get("content-type") ?? "";
  if (/^application\/json/.test(type)) return errorShapeProblem(response, text);
  if (!/^text\/html/.test(type)) return `with content-type ${type}: ${text.slice(0, 120)}`;
  if (LEAK.test(text)) return `with internals in its page: ${text.slice(0, 200)}`;
  return undefined;
}

function errorShapeProblem(response: Response, text: string): string | undefined {
  if (!/^application\/json/.test(response.headers.get("content-type") ?? "")) {
    return `with content-type ${response.headers.get("content-type")}: ${text.slice(0, 120)}`;
  }
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  const { code, message } = body.error ?? {};
  if (typeof code !== "string" || !code || typeof message !== "string" || !message.trim()) {
    return `outside the error shape: ${text.slice(0, 200)}`;
  }
  if (LEAK.test(message)) return `with internals in its message: ${message.slice(0, 200)}`;
  return undefined;
}

function requestBody(spec: BodySpec, headers: Record<string, string>): BodyInit | undefined {
  if (spec.kind === "none") return undefined;
  if (spec.kind === "text") {
    if (spec.contentType) headers["content-type"] = spec.contentType;
    return spec.text;
  }
  const form = new FormData();
  for (const [name, value] of spec.fields) {
    form.append(name, value === "<file>" ? pixelFile() : value);
  }
  return form;
}

/** A shell-quoted argument: $'…' with every byte outside printable ASCII escaped. */
function quote(text: string): string {
  const escaped = [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === "\\" || char === "'") return `\\${char}`;
      if (code >= 0x20 && code < 0x7f) return char;
      return code <= 0xffff
        ? `\\u${code.toString(16).padStart(4, "0")}`
        : `\\U${code.toString(16).padStart(8, "0")}`;
    })
    .join("");
  return `$'${escaped}'`;
}

const MAX_SHOWN = 300;

/** One line to paste into a shell against a server started with APP_ORIGIN (cookies named, not shown). */
export function curl(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: BodySpec,
  actor: ActorName,
): string {
  const shown = (text: string) =>
    text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} characters in all)` : text;
  const parts = [
    "curl -i",
    `-X ${method}`,
    quote(`${origin}${shown(path)}`),
    `-H ${quote(`Origin: ${origin}`)}`,
  ];
  if (headers.cookie) parts.push(`-H ${quote(`Cookie: <session of the ${actor}>`)}`);
  if (headers["content-type"]) parts.push(`-H ${quote(`Content-Type: ${headers["content-type"]}`)}`);
  if (body.kind === "text") parts.push(`--data-binary ${quote(shown(body.text))}`);
  if (body.kind === "form") {
    for (const [name, value] of body.fields) {
      parts.push(
        value === "<file>" ? `-F ${quote(`${name}=@pixel.png`)}` : `-F ${quote(`${name}=${shown(value)}`)}`,
      );
    }
  }
  return parts.join(" ");
}
