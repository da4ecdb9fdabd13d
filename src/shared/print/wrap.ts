/**
 * `text` broken into lines no wider than `maxWidth` by `width` (a font's measure): at spaces, and inside a
 * word too long for a line; past `maxLines` the last line kept ends in "…". A 200-character name in a list
 * then takes a few lines and is cut cleanly, rather than shrunk to an unreadable size.
 */
export function wrapLines(
  text: string,
  width: (line: string) => number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const fits = (line: string) => width(line) <= maxWidth;
  /** The longest start of `chars` that fits (one character at least, so a line always advances). */
  const longestFit = (chars: string[], suffix = "") => {
    let low = 1;
    let high = chars.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(chars.slice(0, middle).join("") + suffix)) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = [...word];
    while (!fits(rest.join(""))) {
      const cut = longestFit(rest);
      lines.push(rest.slice(0, cut).join(""));
      rest = rest.slice(cut);
    }
    current = rest.join("");
    if (lines.length > maxLines) break;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const last = [...(lines[maxLines - 1] ?? "")];
  const kept = fits(`${last.join("")}…`) ? last.length : longestFit(last, "…");
  return [...lines.slice(0, maxLines - 1), `${last.slice(0, kept).join("").trimEnd()}…`];
}
