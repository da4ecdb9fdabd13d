/**
 * A small XML scanner for the parts of a workbook: start tags, end tags and text, in order. Names are
 * taken without their namespace prefix (`x:row` and `row` alike). Only XML's five named entities and
 * numeric references are decoded; a document type declaration is refused, so no entity is ever expanded
 * (the "billion laughs" cannot happen).
 */
export interface XmlHandler {
  /** A start tag (or an empty-element tag, then `empty`); return true to stop scanning. */
  open?(name: string, attributes: string, empty: boolean): boolean | undefined;
  close?(name: string): boolean | undefined;
  text?(text: string): void;
}

/** Raised for XML the scanner will not read: a DOCTYPE, or a tag that is never closed. */
export class XmlError extends Error {
  constructor() {
    super("unreadable XML");
    this.name = "XmlError";
  }
}

const TOKEN =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:[^<>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!([^>]*)>|([^<]+)|</;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== "#") return NAMED[name] ?? whole;
    const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
};

export function scanXml(xml: string, handler: XmlHandler): void {
  const token = new RegExp(TOKEN.source, "g");
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const [, slash, name, attributes, empty, cdata, declaration, text] = match;
    if (name !== undefined) {
      const local = localName(name);
      if (slash) {
        if (handler.close?.(local)) return;
      } else {
        if (handler.open?.(local, attributes!, empty === "/")) return;
        if (empty === "/" && handler.close?.(local)) return;
      }
    } else if (text !== undefined) handler.text?.(decodeEntities(text));
    else if (cdata !== undefined) handler.text?.(cdata);
    else if (declaration !== undefined || match[0] === "<") throw new XmlError();
  }
}

const ATTRIBUTES = new Map<string, RegExp>();

/** An attribute's value in a tag's attribute text, by its name without prefix; undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    ATTRIBUTES.set(name, pattern);
  }
  const found = pattern.exec(attributes);
  if (!found) return undefined;
  return decodeEntities(found[1] ?? found[2] ?? "");
}
