import type { TestContext } from "@/server/test/harness";
import type { WriteLog } from "@/server/test/write-log";
import type { ActorName, BodySpec, FuzzCase } from "./cases";
import type { FuzzRoute } from "./routes";
import { type Actor, concretePath, pixelFile } from "./world";

/** Sends one generated case and judges the answer: never 5xx; every 4xx in the API's JSON error shape with no
 * stack trace or SQL in it; a refused request leaves every table as it was. Writes are read from the log
 * after each request, so the caller takes what came before (seeding) before the first case. */

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
    private readonly actors: Record<ActorName, Actor>,
    private readonly writes: WriteLog,
  ) {}

  private pathFor(route: FuzzRoute, fuzzCase: FuzzCase): string {
    const path = concretePath(route, (param) => {
      const source = fuzzCase.ids[route.params.indexOf(param)]!;
      if (typeof source === "object") return source.malformed;
      const ids = this.actors[source].pool.get(param);
      return ids.length ? ids[fuzzCase.pick % ids.length] : "00000000-0000-4000-8000-000000000000";
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
    const response = await this.ctx.request(path, { method: route.method, headers, body });
    const text = await response.text();
    this.latencies.push(performance.now() - started);

    const written = await this.writes.takeWrites();
    if (response.status >= 500) return fail(`answered ${response.status}: ${text.slice(0, 200)}`);
    if (response.status < 400) return undefined;
    const shapeProblem = errorShapeProblem(response, text);
    if (shapeProblem) return fail(`answered ${response.status} ${shapeProblem}`);
    if (written.length) return fail(`refused with ${response.status} but wrote: ${written.join(", ")}`);
    return undefined;
  }
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
