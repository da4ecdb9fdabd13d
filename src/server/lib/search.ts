/** `value` as an ILIKE pattern matching it anywhere; its own `%`, `_` and `\` are taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
