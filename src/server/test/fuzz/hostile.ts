import fc from "fast-check";

/** The bad values every field, parameter and query gets (what an attacker tries first; docs/decisions/006-hardening.md). */

const HOSTILE_STRINGS = [
  "a\u0000b",
  "\u0000",
  "é\udc00",
  "a\udc00",
  "\ud800",
  "\udfff\ud800",
  "\u202egnp.exe",
  "مرحبا بالعالم",
  "👩‍👩‍👧‍👦🎉",
  "\u200b\u00a0\ufeff",
  "   ",
  "",
  "e\u0301",
  "\r\n\t",
  "'; drop table events; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "\\",
  "null",
  "2030-02-30",
  "99:99",
  "-1",
  "00000000-0000-0000-0000-000000000000",
];

/** Any UTF-16 code unit, NUL and lone surrogates included. */
const codeUnit = fc.nat(0xffff).map((unit) => String.fromCharCode(unit));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  // Past every field's limit, and (the last) past the 1 MB body limit.
  { weight: 1, arbitrary: fc.constantFrom(10_001, 100_000, 1_100_000).map((length) => "x".repeat(length)) },
);

/** JSON written as text where JSON.stringify cannot write it (numbers beyond a double, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An array nested `depth` levels deep. */
export const deepArray = (depth: number) => new RawJson(`${"[".repeat(depth)}1${"]".repeat(depth)}`);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 1,
    [],
    {},
    ["x"],
    { a: 1 },
    [null],
  ),
  fc.constantFrom(
    new RawJson("1e400"),
    new RawJson("-0"),
    new RawJson("123456789012345678901234567890"),
    deepArray(33),
    deepArray(10_000),
  ),
  fc.integer(),
  fc.double(),
);

/** Keys a body might not expect: fields other routes take, prototype tricks, unstorable names. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    "name",
    "email",
    "image",
    "role",
    "userId",
    "id",
    "__proto__",
    "constructor",
    "a\u0000b",
    "é\udc00",
  ),
  fc.string({ maxLength: 8 }),
);

/** Whole bodies that are not the object a route expects, or not JSON at all. */
export const WHOLE_BODIES = [
  "{}",
  "[]",
  "null",
  '"x"',
  "42",
  "",
  "{",
  '{"a":}',
  '{"a":1}x',
  "\ufeff{}",
  "NaN",
  '{"a":1,"a":2}',
  `${'{"a":'.repeat(33)}1${"}".repeat(33)}`,
  `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
];

export const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  undefined,
  "application/json; charset=utf-16",
  "application/merge-patch+json",
  "APPLICATION/JSON",
];

/** Path segments that name no real resource, percent-encoded as a client would send them. */
/** Blanks a copied id can carry at its end, percent-encoded for a path: space, tab, no-break, zero-width. */
export const BLANKS = ["%20", "%09", "%C2%A0", "%E2%80%8B", "%0A"];

export const MALFORMED_IDS = [
  "x",
  "0",
  "-1",
  "%00",
  "%ZZ",
  "%E0%A4%A",
  "%ED%B0%80",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "%2e%2e",
  "x".repeat(5000),
  "%27%20OR%201%3D1--",
  "%F0%9F%98%80",
  "null",
  "undefined",
];

/** JSON text of `value`, RawJson pieces written as they are. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  return (text ?? "null").replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)]!,
  );
}

/** encodeURIComponent, but a lone surrogate is sent as the invalid UTF-8 a careless client would send. */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return "%ED%B0%80";
        }
      })
      .join("");
  }
}
