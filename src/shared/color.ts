/** Colour arithmetic for readable themed pages and scannable QR codes (WCAG 2 relative luminance). */

const HEX = /^#?([0-9a-f]{6})$/i;

/** [r, g, b] in 0..255 from #rrggbb; null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const INK = "#1e1a2b";
export const WHITE = "#ffffff";

/** White or dark ink, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/** `color` when it stands out from `background` by at least `min`, else the same hue darkened just enough
 * to stand out (a pale primary colour cannot draw a QR code a phone camera reads); dark ink for anything
 * that is not a colour. */
export function darkenedToContrast(color: string, background = WHITE, min = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return INK;
  const shade = (factor: number) => `#${rgb.map((channel) => hexByte(channel * factor)).join("")}`;
  if (contrastRatio(shade(1), background) >= min) return shade(1);
  // Scaling every channel by one factor keeps the hue: find the largest factor that still reads.
  let [reads, tooLight] = [0, 1];
  for (let step = 0; step < 20; step += 1) {
    const middle = (reads + tooLight) / 2;
    if (contrastRatio(shade(middle), background) >= min) reads = middle;
    else tooLight = middle;
  }
  return shade(reads);
}
