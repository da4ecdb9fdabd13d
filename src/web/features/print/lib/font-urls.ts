/** Where the built app serves each @fontsource WOFF file a PDF may embed (regular and heading weights). */
const URLS = import.meta.glob("../../../../../node_modules/@fontsource/*/files/*-{400,600,700}-normal.woff", {
  query: "?url",
  import: "default",
  eager: true,
}) as Record<string, string>;

const byFile = new Map(
  Object.entries(URLS).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url] as const),
);

/** Fetches one font file; a file small enough to have been inlined arrives as a data: URL. */
export async function fetchFontFile(_pkg: string, file: string): Promise<Uint8Array> {
  const url = byFile.get(file);
  if (!url) throw new Error(`Font file ${file} is not bundled`);
  if (url.startsWith("data:")) {
    const binary = atob(url.slice(url.indexOf(",") + 1));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the font ${file}`);
  return new Uint8Array(await response.arrayBuffer());
}
