import { ZoomInIcon, ZoomOutIcon } from "lucide-react";
import { memo, useState } from "react";
import type { PrintOptions } from "@/shared/print/options";
import { PAPER } from "@/shared/print/paper";
import { type PosterLayout, posterOrientation, posterUnit } from "@/shared/print/poster-layout";
import type { PosterPage } from "@/shared/print/poster-text";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { type PreviewTheme, Sheet } from "./preview-parts";

const SHOWN_PAGES = 2;
const INK = "#212121";
const MUTED = "#666666";

/** One poster page exactly as `posterLayout` places it, which is what the PDF draws. */
function PosterSheet({
  layout,
  page,
  theme,
}: {
  layout: PosterLayout;
  page: PosterPage;
  theme: PreviewTheme;
}) {
  const unit = posterUnit(layout.page);
  const colors = { ink: INK, muted: MUTED, primary: theme.primary };
  return (
    <svg
      viewBox={`0 0 ${layout.page.width} ${layout.page.height}`}
      className="block h-full w-full"
      aria-hidden="true"
    >
      {page.shapes.map((shape, index) => {
        const table = shape.style === "table";
        const common = {
          transform: `rotate(${shape.rotation} ${shape.cx} ${shape.cy})`,
          fill: theme.accent,
          fillOpacity: table ? 0.35 : 0.25,
          stroke: table ? theme.primary : "#999999",
          strokeWidth: table ? unit : 0.5 * unit,
        };
        return shape.kind === "ellipse" ? (
          <ellipse
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's shapes never reorder
            key={index}
            cx={shape.cx}
            cy={shape.cy}
            rx={shape.width / 2}
            ry={shape.height / 2}
            {...common}
          />
        ) : (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's shapes never reorder
            key={index}
            x={shape.cx - shape.width / 2}
            y={shape.cy - shape.height / 2}
            width={shape.width}
            height={shape.height}
            {...common}
          />
        );
      })}
      {page.texts.map((text, index) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's texts never reorder
          key={index}
          x={text.x}
          y={text.y}
          fontSize={text.size}
          fontFamily={text.font === "heading" ? theme.heading : theme.body}
          fill={colors[text.color]}
          textAnchor={text.align === "start" ? "start" : text.align === "center" ? "middle" : "end"}
          data-role={text.role}
        >
          {text.text}
        </text>
      ))}
    </svg>
  );
}

/** The poster as it will print: the plan with each table's guests, and "Find your seat". Memoised: a
 * 3,000-guest poster is thousands of SVG nodes, redrawn only when its layout or look changes. */
export const PosterPreview = memo(function PosterPreview({
  layout,
  tables,
  guests,
  options,
  theme,
}: {
  layout: PosterLayout;
  tables: number;
  guests: number;
  options: PrintOptions;
  theme: PreviewTheme;
}) {
  const t = useT();
  const pages = layout.pages.length;
  const [zoomed, setZoomed] = useState(false);
  const size = t(PAPER[options.posterSize].label);
  const orientation = posterOrientation(options);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="print-summary">
        {t(
          "{size} {orientation, select, portrait {portrait} other {landscape}} · {tables, plural, one {{tables} table} other {{tables} tables}} · {guests, plural, one {{guests} guest} other {{guests} guests}} in “Find your seat”",
          { size, orientation, tables, guests },
        )}
        {pages > 1 ? t(" · {pages} pages", { pages }) : null}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="poster-sizes">
        {layout.nameSize === null
          ? t(
              "Too many guests to list under the tables at {size} pt: the plan shows the tables, “Find your seat” lists everyone",
              { size: Math.round(layout.floor) },
            )
          : t("Names at {names} pt under the tables, {find} pt in “Find your seat”", {
              names: Math.round(layout.nameSize),
              find: Math.round(layout.findSize),
            })}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-pressed={zoomed}
        onClick={() => setZoomed((z) => !z)}
      >
        {zoomed ? <ZoomOutIcon aria-hidden="true" /> : <ZoomInIcon aria-hidden="true" />}
        {zoomed ? t("Fit to screen") : t("Zoom in to read the names")}
      </Button>
      {/* Zoomed, the sheets are three times as wide and scroll in their frame (arrow keys once focused). */}
      <section
        aria-label={t("Poster preview")}
        tabIndex={zoomed ? 0 : undefined}
        className={zoomed ? "max-h-[80vh] overflow-auto rounded-sm border" : undefined}
      >
        <div className="flex flex-col gap-3" style={{ width: zoomed ? "300%" : "100%" }}>
          {layout.pages.slice(0, SHOWN_PAGES).map((page, index) => (
            <Sheet
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered
              key={index}
              page={layout.page}
              label={
                pages > 1
                  ? t("Seating chart poster, page {page} of {pages}", { page: index + 1, pages })
                  : t("Seating chart poster")
              }
            >
              <PosterSheet layout={layout} page={page} theme={theme} />
            </Sheet>
          ))}
        </div>
      </section>
      {pages > SHOWN_PAGES ? (
        <p className="text-sm text-muted-foreground">
          {t(
            "and {count, plural, one {{count} more page} other {{count} more pages}} of “Find your seat” in the PDF",
            {
              count: pages - SHOWN_PAGES,
            },
          )}
        </p>
      ) : null}
    </div>
  );
});
