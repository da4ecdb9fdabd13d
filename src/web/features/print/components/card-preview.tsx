import { type Locale, localeDirection } from "@/shared/i18n/locales";
import type { Card } from "@/shared/print/documents";
import { cardSheetGrid, cellOrigin, sheetCount } from "@/shared/print/grid";
import type { PrintOptions } from "@/shared/print/options";
import { useT } from "@/web/lib/i18n";
import { FitLine, type PreviewTheme, pt, Sheet } from "./preview-parts";

function Face({
  card,
  kind,
  title,
  theme,
  width,
  pageWidth,
  flip,
}: {
  card: Card;
  kind: "escort" | "place";
  title: string;
  theme: PreviewTheme;
  width: number;
  pageWidth: number;
  flip?: boolean;
}) {
  const detail = kind === "escort" ? card.table : card.meal;
  const inner = width * 0.8;
  return (
    <div
      className="flex h-1/2 flex-1 flex-col items-center justify-center gap-[4%] px-[10%]"
      style={flip ? { transform: "rotate(180deg)" } : undefined}
    >
      {title ? (
        <FitLine
          text={title}
          size={9}
          width={inner}
          pageWidth={pageWidth}
          family={theme.body}
          color={theme.primary}
          className="w-full"
        />
      ) : null}
      <FitLine
        text={card.name}
        size={20}
        width={inner}
        pageWidth={pageWidth}
        family={theme.heading}
        className="w-full font-semibold"
      />
      {detail ? (
        <FitLine
          text={detail}
          size={12}
          width={inner}
          pageWidth={pageWidth}
          family={theme.body}
          color={theme.primary}
          className="w-full"
        />
      ) : null}
    </div>
  );
}

/** The first sheet of escort or place cards, laid out exactly as the PDF's grid. */
export function CardPreview({
  kind,
  cards,
  options,
  theme,
  language,
}: {
  kind: "escort" | "place";
  cards: Card[];
  options: PrintOptions;
  theme: PreviewTheme;
  language: Locale;
}) {
  const t = useT();
  const grid = cardSheetGrid(kind, options);
  const sheets = sheetCount(cards.length, grid);
  const first = cards.slice(0, grid.perSheet);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="print-summary">
        {t(
          "{kind, select, escort {{count, plural, one {{count} escort card} other {{count} escort cards}}} other {{count, plural, one {{count} place card} other {{count} place cards}}}} · {perSheet} per sheet · {sheets, plural, one {{sheets} sheet} other {{sheets} sheets}}",
          { kind, count: cards.length, perSheet: grid.perSheet, sheets },
        )}
      </p>
      <Sheet
        page={grid.page}
        language={language}
        label={kind === "escort" ? t("First sheet of escort cards") : t("First sheet of place cards")}
      >
        {first.map((card, index) => {
          const { x, y } = cellOrigin(grid, index, localeDirection(language));
          return (
            <div
              key={card.key}
              data-testid="preview-card"
              className="absolute flex flex-col border border-dashed border-neutral-300"
              style={{
                left: pt(x, grid.page.width),
                top: pt(grid.page.height - y - grid.cell.height, grid.page.width),
                width: pt(grid.cell.width, grid.page.width),
                height: pt(grid.cell.height, grid.page.width),
              }}
            >
              {kind === "place" ? (
                <>
                  <Face
                    card={card}
                    kind={kind}
                    title={options.title}
                    theme={theme}
                    width={grid.cell.width}
                    pageWidth={grid.page.width}
                    flip
                  />
                  <div className="border-t border-dotted border-neutral-400" />
                </>
              ) : null}
              <Face
                card={card}
                kind={kind}
                title={options.title}
                theme={theme}
                width={grid.cell.width}
                pageWidth={grid.page.width}
              />
            </div>
          );
        })}
      </Sheet>
    </div>
  );
}
