/** Where the built app serves each @fontsource WOFF file a PDF may embed: the theme fonts' regular and heading
 * weights, Noto Sans, Arabic and Hebrew regular and bold, the Chinese, Japanese and Korean fonts regular only
 * (a hundred files a weight each; font-stack.ts embeds them at 400). */
const URLS = {
  ...import.meta.glob(
    "../../../../../node_modules/@fontsource/{roboto,open-sans,montserrat,playfair-display,merriweather,lato,eb-garamond}/files/*-{400,600,700}-normal.woff",
    { query: "?url", import: "default", eager: true },
  ),
  ...import.meta.glob(
    "../../../../../node_modules/@fontsource/{noto-sans,noto-sans-arabic,noto-sans-hebrew}/files/*-{400,700}-normal.woff",
    { query: "?url", import: "default", eager: true },
  ),
  ...import.meta.glob(
    "../../../../../node_modules/@fontsource/{noto-sans-sc,noto-sans-jp,noto-sans-kr}/files/*-400-normal.woff",
    {
      query: "?url",
      import: "default",
      eager: true,
    },
  ),
} as Record<string, string>;

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
