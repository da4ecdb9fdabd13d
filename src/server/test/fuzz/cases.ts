import fc from "fast-check";
import {
  BLANKS,
  CONTENT_TYPES,
  encodeComponent,
  extraKey,
  hostileString,
  MALFORMED_IDS,
  toJsonText,
  WHOLE_BODIES,
  wrongType,
} from "./hostile";
import type { FuzzRoute } from "./routes";

/** One generated request, in terms of the world (actors, their ids) so it reads the same on every run. */
export interface FuzzCase {
  actor: ActorName;
  /** Per path parameter. */
  ids: IdSource[];
  /** Which of the pool's ids (modulo its size). */
  pick: number;
  query: string;
  body: BodySpec;
  /** What was done to the valid request, for the report. */
  note: string;
  ip: string;
}

export type ActorName = "anonymous" | "owner" | "other" | "admin" | "forged";
/** An id of the owner's, of the other owner's, a malformed segment, or the owner's id with a blank after it
 * (which names nothing: ids in paths are not trimmed). */
export type IdSource = "owner" | "other" | { malformed: string } | { padded: string };
export type FormValue = string | "<file>";
export type BodySpec =
  | { kind: "none" }
  | { kind: "text"; contentType: string | undefined; text: string }
  | { kind: "form"; fields: [string, FormValue][] };

type Path = string[];

const actor = fc.oneof(
  { weight: 4, arbitrary: fc.constant<ActorName>("owner") },
  { weight: 2, arbitrary: fc.constant<ActorName>("other") },
  { weight: 2, arbitrary: fc.constant<ActorName>("anonymous") },
  { weight: 1, arbitrary: fc.constant<ActorName>("admin") },
  { weight: 1, arbitrary: fc.constant<ActorName>("forged") },
);

const idSource = fc.oneof(
  { weight: 5, arbitrary: fc.constant<IdSource>("owner") },
  { weight: 2, arbitrary: fc.constant<IdSource>("other") },
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_IDS).map((malformed): IdSource => ({ malformed })) },
  { weight: 1, arbitrary: fc.constantFrom(...BLANKS).map((padded): IdSource => ({ padded })) },
);

const ip = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Leaf paths of a sample: where a single bad value goes. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof File)
    return [path];
  const entries = Object.entries(value);
  return entries.length ? entries.flatMap(([key, child]) => leaves(child, [...path, key])) : [];
}

/** Plain objects and arrays copied; anything else (a File) shared. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value === null || typeof value !== "object" || value instanceof File) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
}

function setAt(sample: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copied = copy(sample);
  let target: Record<string, unknown> = copied;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[path.at(-1)!];
  else
    Object.defineProperty(target, path.at(-1)!, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  return copied;
}

type Mutation = { body: unknown; note: string };

/** The valid sample, then one thing wrong with it. */
function mutations(sample: Record<string, unknown>): fc.Arbitrary<Mutation> {
  const paths = leaves(sample);
  const at = paths.length ? fc.constantFrom(...paths) : fc.constant<Path>(["field"]);
  const where = (path: Path) => path.join(".") || "(body)";
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ body: sample, note: "valid" }) },
    {
      weight: 5,
      arbitrary: fc.tuple(at, hostileString).map(([path, value]) => ({
        body: setAt(sample, path, value),
        note: `hostile text in ${where(path)}`,
      })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(at, wrongType)
        .map(([path, value]) => ({ body: setAt(sample, path, value), note: `wrong type in ${where(path)}` })),
    },
    {
      weight: 2,
      arbitrary: at.map((path) => ({ body: setAt(sample, path, undefined), note: `without ${where(path)}` })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(extraKey, fc.oneof(hostileString, wrongType)).map(([key, value]) => ({
        body: setAt(sample, [key], value),
        note: `extra key ${JSON.stringify(key)}`,
      })),
    },
  );
}

const jsonBody = (body: unknown, contentType: string | undefined = "application/json"): BodySpec => ({
  kind: "text",
  contentType,
  text: toJsonText(body),
});

function jsonBodies(sample: Record<string, unknown>): fc.Arbitrary<{ body: BodySpec; note: string }> {
  return fc.oneof(
    { weight: 12, arbitrary: mutations(sample).map(({ body, note }) => ({ body: jsonBody(body), note })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...WHOLE_BODIES).map((text) => ({
        body: { kind: "text", contentType: "application/json", text } as BodySpec,
        note: `whole body ${JSON.stringify(text.slice(0, 20))}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({
        body: jsonBody(sample, contentType),
        note: `valid body sent as ${contentType ?? "no content type"}`,
      })),
    },
  );
}

function formBodies(sample: Record<string, unknown>): fc.Arbitrary<{ body: BodySpec; note: string }> {
  const fields = (value: Record<string, unknown>): [string, FormValue][] =>
    Object.entries(value).map(([key, item]) => [key, item instanceof File ? "<file>" : String(item)]);
  const keys = Object.keys(sample);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant("field");
  return fc.oneof(
    {
      weight: 1,
      arbitrary: fc.constant({ body: { kind: "form", fields: fields(sample) } as BodySpec, note: "valid" }),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(key, hostileString).map(([name, value]) => ({
        body: { kind: "form", fields: fields({ ...sample, [name]: value.slice(0, 10_001) }) } as BodySpec,
        note: `hostile text in ${name}`,
      })),
    },
    {
      weight: 2,
      arbitrary: key.map((name) => ({
        body: { kind: "form", fields: fields(setAt(sample, [name], undefined)) } as BodySpec,
        note: `without ${name}`,
      })),
    },
    { weight: 2, arbitrary: jsonBodies(sample) },
  );
}

function queries(route: FuzzRoute): fc.Arbitrary<string> {
  const keys = ["token", "callbackURL", "email", "limit", "offset", "q", "search", "page", "sort", "id"];
  const pair = fc
    .tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), hostileString)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value.slice(0, 10_001))}`);
  const weight = route.method === "GET" || route.query ? 3 : 1;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant("") },
    {
      weight,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 3 }).map((pairs) => `?${pairs.join("&")}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("?%", "?a=%ZZ", "?a=%00", "?a=1&a=2&a=3", "?__proto__[x]=1") },
  );
}

export interface CaseInputs {
  route: FuzzRoute;
  /** A request body the route accepts (empty when it takes none or none was found). */
  sample: Record<string, unknown>;
}

export function fuzzCases({ route, sample }: CaseInputs): fc.Arbitrary<FuzzCase> {
  const takesBody = route.method !== "GET" && route.method !== "HEAD";
  const bodies = !takesBody
    ? fc.constant({ body: { kind: "none" } as BodySpec, note: "no body" })
    : route.form
      ? formBodies(sample)
      : jsonBodies(sample);
  return fc
    .record({
      actor,
      ids: fc.array(idSource, { minLength: route.params.length, maxLength: route.params.length }),
      pick: fc.nat(20),
      query: queries(route),
      body: bodies,
      ip,
    })
    .map(({ body, ...rest }) => ({ ...rest, body: body.body, note: body.note }));
}
