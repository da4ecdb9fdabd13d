// The part of the app's stylesheet that one server-rendered page uses, to inline into the page: on a slow
// link a separate stylesheet costs a round trip before the first paint (docs/decisions/022-light-entry.md).
// The stylesheet is Tailwind's minified output, read once; a page keeps every rule whose classes all appear
// in its markup (and every rule that names no class: the base styles, fonts, variables, keyframes).

/** A rule kept when any of its selectors' class sets is in the page; a block when one of its rules is. */
type Item =
  | { kind: "always"; text: string }
  | { kind: "rule"; text: string; needs: string[][] }
  | { kind: "block"; open: string; items: Item[] };

/** At-rules whose block holds rules to sort, rather than declarations (@font-face, @keyframes: kept whole). */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|scope|starting-style)\b/;

/**
 * Reads `stylesheet` once and returns the function that cuts it down to one page's `html`. A rule it cannot
 * judge (a class inside `:is(…, …)`, `:where(…, …)` or `:not(…)`) is judged without those classes, so it errs
 * on keeping a rule.
 */
export function criticalCss(stylesheet: string): (html: string) => string {
  const items = parseItems(stylesheet, 0, stylesheet.length);
  return (html) => emit(items, classesOf(html));
}

function emit(items: Item[], classes: Set<string>): string {
  let css = "";
  for (const item of items) {
    if (item.kind === "always") css += item.text;
    else if (item.kind === "rule") {
      if (item.needs.some((needed) => needed.every((name) => classes.has(name)))) css += item.text;
    } else {
      const inner = emit(item.items, classes);
      if (inner) css += `${item.open}{${inner}}`;
    }
  }
  return css;
}

/** The items between `start` and `end`: statements, rules, and at-rules with their blocks. */
function parseItems(css: string, start: number, end: number): Item[] {
  const items: Item[] = [];
  let at = start;
  while (at < end) {
    const stop = scanTo(css, at, end, "{;");
    const prelude = css
      .slice(at, stop)
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .trim();
    if (stop >= end || css[stop] === ";") {
      // A statement (`@layer a, b;`, `@charset`), or a stray token: kept as it is.
      if (prelude) items.push({ kind: "always", text: `${prelude};` });
      at = stop + 1;
      continue;
    }
    const close = scanTo(css, stop + 1, end, "}", true);
    if (prelude.startsWith("@") && GROUPING_AT_RULES.test(prelude)) {
      items.push({ kind: "block", open: prelude, items: parseItems(css, stop + 1, close) });
    } else {
      const text = `${prelude}${css.slice(stop, close + 1)}`;
      if (prelude.startsWith("@")) items.push({ kind: "always", text });
      else {
        const needs = selectorList(prelude).map(requiredClasses);
        items.push(
          needs.some((needed) => needed.length === 0)
            ? { kind: "always", text }
            : { kind: "rule", text, needs },
        );
      }
    }
    at = close + 1;
  }
  return items;
}

/**
 * The index of the first of `chars` at nesting depth 0 from `from` (strings, escapes and comments skipped;
 * `matching`: braces opened on the way are closed first), or `end`.
 */
function scanTo(css: string, from: number, end: number, chars: string, matching = false): number {
  let depth = 0;
  for (let index = from; index < end; index += 1) {
    const char = css.charAt(index);
    if (char === "\\") index += 1;
    else if (char === '"' || char === "'") index = closingQuote(css, index, end);
    else if (char === "/" && css[index + 1] === "*")
      index = Math.max(css.indexOf("*/", index + 2), index) + 1;
    else if (matching && char === "{") depth += 1;
    else if (depth > 0 && char === "}") depth -= 1;
    else if (chars.includes(char)) return index;
  }
  return end;
}

function closingQuote(text: string, open: number, end: number): number {
  for (let index = open + 1; index < end; index += 1) {
    if (text[index] === "\\") index += 1;
    else if (text[index] === text[open]) return index;
  }
  return end;
}

/** The selectors of a list, split at the commas outside parentheses, brackets and strings. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const char = prelude[index];
    if (char === "\\") index += 1;
    else if (char === '"' || char === "'") index = closingQuote(prelude, index, prelude.length);
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === "," && depth === 0) {
      selectors.push(prelude.slice(from, index));
      from = index + 1;
    }
  }
  selectors.push(prelude.slice(from));
  return selectors;
}

/** The classes an element must carry for `selector` to match it: those outside `:not(…)` and outside an
 * `:is(…)` or `:where(…)` that lists alternatives. */
function requiredClasses(selector: string): string[] {
  let text = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, "");
  for (;;) {
    const found = /:(not|is|where|matches)\(/.exec(text);
    if (!found) break;
    const open = found.index + found[0].length;
    const close = closingParen(text, open);
    const inside = text.slice(open, close);
    const alternatives = found[1] === "not" || selectorList(inside).length > 1;
    text = `${text.slice(0, found.index)}${alternatives ? "" : ` ${inside} `}${text.slice(close + 1)}`;
  }
  const classes: string[] = [];
  for (const match of text.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^\n0-9a-fA-F]|[\w-]|\P{ASCII})+)/gu)) {
    classes.push(unescapeCss(match[1] ?? ""));
  }
  return classes;
}

function closingParen(text: string, open: number): number {
  let depth = 1;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\") index += 1;
    else if (char === "(") depth += 1;
    else if (char === ")" && --depth === 0) return index;
  }
  return text.length;
}

function unescapeCss(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** Every class named in the markup's `class` attributes (React's rendering: attributes in double quotes). */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (entity, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? entity;
  });
}
