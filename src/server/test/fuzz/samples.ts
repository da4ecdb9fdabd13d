import fc from "fast-check";
import { z } from "zod";

/**
 * A request body the route's own schema accepts, found without knowing the route: the schema's JSON Schema
 * gives the fields, types, formats, patterns and enums; custom refinements (a calendar date, a time) are met
 * by trying realistic values from a small dictionary, field by field, until `safeParse` agrees. Optional
 * fields are filled too, so a hostile value put into any of them reaches the service and the database.
 * A field that no candidate satisfies can be helped from the schema: `.meta({ examples: [...] })`.
 */

export interface SampleContext {
  /** Real ids for a field or parameter name (eventId, themeId...), best first. */
  ids(name: string): string[];
  /** A value unique to this call, for fields that must not collide (e-mail addresses). */
  unique(): string;
  /** Present for multipart routes: a small real image. */
  file?: () => File;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  examples?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const futureDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

/** A leaf's candidates, most likely first. */
function candidates(schema: JsonSchema, name: string, ctx: SampleContext): unknown[] {
  const out: unknown[] = [...(schema.examples ?? [])];
  if (schema.const !== undefined) out.push(schema.const);
  if (schema.enum) out.push(...schema.enum);
  if (schema.default !== undefined) out.push(schema.default);
  const types = [schema.type ?? "any"].flat();
  for (const type of types) {
    if (type === "string" || type === "any") out.push(...stringCandidates(schema, name, ctx));
    if (type === "integer" || type === "number") {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      out.push(Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER), low, 0, 10);
    }
    if (type === "boolean") out.push(true, false);
    if (type === "null") out.push(null);
    if (type === "array") out.push(...(schema.items ? [[firstValue(schema.items, name, ctx)]] : []), []);
    if (type === "object") out.push({});
    if (type === "any") out.push(...(ctx.file ? [ctx.file()] : []), 1, true);
  }
  return out;
}

/** The most likely value of a whole schema, without searching: an array's item, say. */
function firstValue(schema: JsonSchema, name: string, ctx: SampleContext): unknown {
  const node = normalise(schema);
  if (node.properties) {
    return Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, firstValue(child, key, ctx)]),
    );
  }
  return candidates(node, name, ctx)[0];
}

function stringCandidates(schema: JsonSchema, name: string, ctx: SampleContext): string[] {
  const email = `fuzz-${ctx.unique()}@example.com`;
  const byFormat: Record<string, string[]> = {
    email: [email],
    uuid: [...ctx.ids(name), "00000000-0000-4000-8000-000000000001"],
    date: [futureDate()],
    "date-time": [new Date().toISOString()],
    uri: ["https://example.com/"],
    url: ["https://example.com/"],
  };
  const fromPattern = schema.pattern ? matching(schema.pattern) : [];
  const dictionary = [
    ...ctx.ids(name),
    /e-?mail/i.test(name) ? email : "Sample text",
    futureDate(),
    "15:30",
    "#9b87f5",
    email,
    "https://example.com/image.png",
    "/",
    "password-123",
    "x",
  ];
  const all = [...(schema.format ? (byFormat[schema.format] ?? []) : []), ...fromPattern, ...dictionary];
  return all.filter(
    (value) =>
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
  );
}

function matching(pattern: string): string[] {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 7, numRuns: 3 });
  } catch {
    return [];
  }
}

/** The schema's object parts merged (allOf), its nullable wrapper unwrapped (anyOf with null). */
function normalise(schema: JsonSchema): JsonSchema {
  if (schema.allOf) {
    const parts = schema.allOf.map(normalise);
    return { type: "object", properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) };
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const real = options.filter((option) => option.type !== "null");
    if (real.length === 1) return normalise(real[0]!);
    return { ...schema, anyOf: options };
  }
  return schema;
}

interface Slot {
  path: string[];
  values: unknown[];
  index: number;
}

/** Leaves of the schema as slots, each with its candidates; objects nest, every other node is a leaf. */
function slotsOf(schema: JsonSchema, path: string[], ctx: SampleContext, out: Slot[]) {
  let node = normalise(schema);
  // A choice between object shapes: the first one that names its fields.
  const shapes = (node.anyOf ?? node.oneOf)?.map(normalise).filter((option) => option.properties);
  if (shapes?.length) node = shapes[0]!;
  if (node.properties && [node.type ?? "object"].flat().includes("object")) {
    for (const [key, child] of Object.entries(node.properties)) slotsOf(child, [...path, key], ctx, out);
    return;
  }
  const name = path.at(-1) ?? "";
  const options = node.anyOf ?? node.oneOf;
  const values = options
    ? options.flatMap((option) => candidates(normalise(option), name, ctx))
    : candidates(node, name, ctx);
  out.push({ path, values: [...values, OMIT], index: 0 });
}

const OMIT = Symbol("omit");

function assemble(slots: Slot[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const slot of slots) {
    const value = slot.values[slot.index];
    if (value === OMIT || slot.path.length === 0) continue;
    let target = root;
    for (const key of slot.path.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[slot.path.at(-1)!] = value;
  }
  return root;
}

/** A value `schema` accepts, or undefined when none was found (the route is then fuzzed from `{}`). */
export function validSample(schema: z.ZodType, ctx: SampleContext): Record<string, unknown> | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return undefined;
  }
  const slots: Slot[] = [];
  slotsOf(json, [], ctx, slots);
  for (let round = 0; round < 40; round++) {
    const value = assemble(slots);
    const result = schema.safeParse(value);
    if (result.success) return value;
    // Each slot an issue points into (the deepest one containing the issue's path) tries its next value.
    const blamed = new Set<Slot>();
    for (const issue of result.error.issues) {
      const issuePath = issue.path.map(String);
      const slot = slots
        .filter((candidate) => candidate.path.every((key, index) => issuePath[index] === key))
        .sort((a, b) => b.path.length - a.path.length)[0];
      if (slot && slot.index < slot.values.length - 1) blamed.add(slot);
    }
    if (blamed.size === 0) return undefined;
    for (const slot of blamed) slot.index++;
  }
  return undefined;
}
