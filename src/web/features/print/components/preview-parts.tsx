import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "@/shared/i18n/locales";
import type { Size } from "@/shared/print/paper";
import { cn } from "@/web/lib/utils";

/** The preview's look: the event's theme fonts and colours, the same ones the PDF embeds. */
export interface PreviewTheme {
  heading: string;
  body: string;
  primary: string;
  accent: string;
}

/** A sheet of paper at the page's proportions; children are placed in points from its top-left corner (so
 * the sheet itself is laid out left to right; `language` is its text's, which reads in its own direction). */
export function Sheet({
  page,
  children,
  label,
  language,
}: {
  page: Size;
  children: ReactNode;
  label: string;
  language?: Locale;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      lang={language}
      dir="ltr"
      className="relative w-full overflow-hidden rounded-sm border bg-white shadow-sm [container-type:inline-size]"
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
    >
      {children}
    </div>
  );
}

/** Points on a `pageWidth`-wide sheet as a share of the preview's width. */
export const pt = (points: number, pageWidth: number) => `${(points / pageWidth) * 100}cqw`;

/** A line shrunk to fit its box, as the PDF does (by an estimate of its width, good enough to preview). */
export function FitLine({
  text,
  size,
  width,
  pageWidth,
  family,
  color,
  className,
  flip,
}: {
  text: string;
  size: number;
  width: number;
  pageWidth: number;
  family: string;
  color?: string;
  className?: string;
  flip?: boolean;
}) {
  const estimate = [...text].length * 0.55;
  const fitted = Math.min(size, estimate > 0 ? width / estimate : size);
  const style: CSSProperties = {
    fontFamily: family,
    fontSize: pt(fitted, pageWidth),
    color,
    transform: flip ? "rotate(180deg)" : undefined,
  };
  return (
    <p dir="auto" className={cn("truncate text-center leading-tight", className)} style={style}>
      {text}
    </p>
  );
}
