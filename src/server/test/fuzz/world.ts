import { makeAdmin, signUpUser } from "@/server/test/factories";
import type { TestContext } from "@/server/test/harness";
import type { ActorName } from "./cases";
import type { FuzzRoute } from "./routes";
import { type SampleContext, validSample } from "./samples";

/**
 * The people the fuzz suite plays and what they own. Resources are made through the routes themselves (each
 * POST or PUT sent once with a valid sample) and their ids read back from the answers, so a resource type
 * added later has real ids to be fuzzed with, of its owner and of someone else.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class IdPool {
  private readonly byName = new Map<string, string[]>();

  add(name: string, id: string) {
    const ids = this.byName.get(name) ?? [];
    if (!ids.includes(id)) this.byName.set(name, [...ids, id]);
  }

  /** Ids for a field or parameter name; for a name never seen, every id this pool has. */
  get(name: string): string[] {
    return this.byName.get(name) ?? (name === "id" || name.endsWith("Id") ? this.all() : []);
  }

  all(): string[] {
    return [...new Set([...this.byName.values()].flat())];
  }
}

export interface Actor {
  name: ActorName;
  cookie?: string;
  userId?: string;
  pool: IdPool;
}

const camel = (text: string) => text.replace(/-(\w)/g, (_match, char: string) => char.toUpperCase());
const singular = (text: string) => text.replace(/ies$/, "y").replace(/s$/, "");
const idName = (collection: string) => `${camel(singular(collection))}Id`;

/** Ids in an answer: objects with an `id` under a key that names them (`event`, `guests`), `xxxId` fields,
 * and at the top level the route's collection when its name is plural (`/api/events` → eventId). */
export function harvest(value: unknown, key: string | undefined, pool: IdPool) {
  if (Array.isArray(value)) {
    for (const item of value) harvest(item, key, pool);
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [field, child] of Object.entries(value)) {
    if (field === "id" && typeof child === "string" && UUID.test(child) && key) pool.add(idName(key), child);
    else if (field.endsWith("Id") && typeof child === "string" && UUID.test(child)) pool.add(field, child);
    else if (child && typeof child === "object") harvest(child, field, pool);
  }
}

/** `/api/events/:eventId` → `events`; `/api/events/current` → undefined (not a collection). */
export function collectionOf(path: string): string | undefined {
  const segments = path.split("/").filter(Boolean);
  const last = segments.at(-1)?.startsWith(":") ? segments.at(-2) : segments.at(-1);
  return last && !last.startsWith(":") && last !== "*" && /s$/.test(last) ? last : undefined;
}

let uniqueCounter = 0;
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A real one-pixel PNG, for multipart routes. */
export const pixelFile = () => new File([TINY_PNG], "pixel.png", { type: "image/png" });

export function sampleContext(pool: IdPool, withFile: boolean): SampleContext {
  return {
    ids: (name) => pool.get(name),
    unique: () => String(++uniqueCounter),
    file: withFile ? pixelFile : undefined,
  };
}

export async function createActor(ctx: TestContext, name: ActorName): Promise<Actor> {
  if (name === "anonymous") return { name, pool: new IdPool() };
  if (name === "forged") {
    return { name, cookie: "better-auth.session_token=forged.c2lnbmF0dXJl", pool: new IdPool() };
  }
  const user = await signUpUser(ctx, { name: `Fuzz ${name}` });
  if (name === "admin") await makeAdmin(ctx, user.user.id);
  const pool = new IdPool();
  pool.add("userId", user.user.id);
  return { name, cookie: user.cookie, userId: user.user.id, pool };
}

/** Whether the actor's session still works (a fuzzed request may have signed them out or removed them). */
export async function isSignedIn(ctx: TestContext, actor: Actor): Promise<boolean> {
  if (!actor.cookie || actor.name === "forged") return true;
  const response = await ctx.request("/api/me", { headers: { cookie: actor.cookie } });
  const body = (await response.json()) as { user: unknown };
  return body.user !== null;
}

/** Sends a valid request to every route the actor may use to make or read things, twice over, so nested
 * resources find their parents' ids on the second pass. Answers that fail are simply not harvested. */
export async function seedWorld(ctx: TestContext, routes: FuzzRoute[], actor: Actor) {
  const reads = routes.filter((route) => route.method === "GET");
  const makes = routes.filter((route) => route.method === "POST" || route.method === "PUT");
  for (let pass = 0; pass < 2; pass++) {
    for (const route of [...reads, ...makes]) {
      const path = concretePath(route, (param) => actor.pool.get(param)[0]);
      if (!path) continue;
      const headers: Record<string, string> = actor.cookie ? { cookie: actor.cookie } : {};
      let body: BodyInit | undefined;
      if (route.method !== "GET") {
        const schema = route.json ?? route.form;
        const sample = schema ? validSample(schema, sampleContext(actor.pool, Boolean(route.form))) : {};
        if (!sample) continue;
        if (route.form) {
          const form = new FormData();
          for (const [key, value] of Object.entries(sample))
            form.append(key, value instanceof File ? value : String(value));
          body = form;
        } else {
          headers["content-type"] = "application/json";
          body = JSON.stringify(sample);
        }
      }
      const response = await ctx.request(path, { method: route.method, headers, body });
      if (response.ok && response.headers.get("content-type")?.includes("json")) {
        harvest(await response.json(), collectionOf(route.path), actor.pool);
      }
    }
  }
}

/** The route's path with its parameters filled, or undefined when one has no value. */
export function concretePath(
  route: FuzzRoute,
  value: (param: string) => string | undefined,
): string | undefined {
  let path = route.path.replace(/\*$/, "fuzz");
  for (const param of route.params) {
    const filled = value(param);
    if (filled === undefined) return undefined;
    path = path.replace(`:${param}`, filled);
  }
  return path;
}
