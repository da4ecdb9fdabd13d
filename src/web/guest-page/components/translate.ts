/** The guest page's translate function: the page's language's i18n `_`, passed down (no React context). */
export type Translate = ((id: string, values?: Record<string, string | number>) => string) & {
  locale: string;
};

const MARK = "\u0000";

/** A translated sentence around one element ("Made with {product}"): the text before and after it, in the
 * order the language puts them. */
export function around(t: Translate, id: string, name: string): [string, string] {
  const [before = "", after = ""] = t(id, { [name]: MARK }).split(MARK);
  return [before, after];
}
