import { memo } from "react";
import { cardScanTarget, scanUrl } from "@/shared/checkin-scan";
import { type Locale, localeDirection } from "@/shared/i18n/locales";
import { cardFaceLayout } from "@/shared/print/card-face";
import { type Card, placeCardDetail } from "@/shared/print/documents";
import { cardSheetGrid, cellOrigin, sheetCount } from "@/shared/print/grid";
import type { PrintOptions } from "@/shared/print/options";
import type { Size } from "@/shared/print/paper";
import { useT } from "@/web/lib/i18n";
import { FitLine, type PreviewTheme, pt, Sheet } from "./preview-parts";
import { QrImage } from "./qr-image";

function Face({
  card,
  kind,
  title,
  theme,
  face,
  pageWidth,
  qr,
  rtl,
  flip,
}: {
  card: Card;
  kind: "escort" | "place";
  title: string;
  theme: PreviewTheme;
  face: Size;
  pageWidth: number;
  /** The card's check-in address, drawn as its QR code. */
  qr?: string;
  rtl: boolean;
  flip?: boolean;
}) {
  const t = useT();
  const detail = kind === "escort" ? card.table : placeCardDetail(card);
  const layout = cardFaceLayout(face, { hasDetail: Boolean(detail), qr: Boolean(qr) });
  const inner = face.width * 0.8;
  // Each line's box sits on its baseline, at the PDF's fraction of the face's height from its top.
  const line = (y: number, size: number, width: number) => ({
    position: "absolute" as const,
    insetInline: pt((face.width - width) / 2, pageWidth),
    bottom: pt(face.height * (1 - y) - size * 0.3, pageWidth),
  });
  return (
    <div className="relative h-1/2 flex-1" style={flip ? { transform: "rotate(180deg)" } : undefined}>
      {title ? (
        <div style={line(layout.titleY, face.height * 0.075, inner)}>
          <FitLine
            text={title}
            size={face.height * 0.075}
            width={inner}
            pageWidth={pageWidth}
            family={theme.body}
            color={theme.primary}
          />
        </div>
      ) : null}
      <div style={line(layout.nameY, face.height * 0.19, inner)}>
        <FitLine
          text={card.name}
          size={face.height * 0.19}
          width={inner}
          pageWidth={pageWidth}
          family={theme.heading}
          className="font-semibold"
        />
      </div>
      {detail ? (
        <div style={line(layout.detailY, face.height * 0.11, layout.detailWidth)}>
          <FitLine
            text={detail}
            size={face.height * 0.11}
            width={layout.detailWidth}
            pageWidth={pageWidth}
            family={theme.body}
            color={theme.primary}
          />
        </div>
      ) : null}
      {qr && layout.qr ? (
        <QrImage
          text={qr}
          label={t("Check-in QR code of {name}", { name: card.name })}
          className="absolute"
          style={{
            width: pt(layout.qr.side, pageWidth),
            bottom: pt(layout.qr.inset, pageWidth),
            [rtl ? "left" : "right"]: pt(layout.qr.inset, pageWidth),
          }}
        />
      ) : null}
    </div>
  );
}

/** The first sheet of escort or place cards, laid out exactly as the PDF's grid. */
export const CardPreview = memo(function CardPreview({
  kind,
  cards,
  options,
  theme,
  language,
  eventId,
}: {
  kind: "escort" | "place";
  cards: Card[];
  options: PrintOptions;
  theme: PreviewTheme;
  language: Locale;
  /** The event whose check-in addresses the QR codes hold (with the print's QR option). */
  eventId: string;
}) {
  const t = useT();
  const grid = cardSheetGrid(kind, options);
  const rtl = localeDirection(language) === "rtl";
  const face = { width: grid.cell.width, height: kind === "place" ? grid.cell.height / 2 : grid.cell.height };
  const qrOf = (card: Card) => {
    const target = options.qrCodes ? cardScanTarget(eventId, card.key) : null;
    return target ? scanUrl(window.location.origin, target) : undefined;
  };
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
          const { x, y } = cellOrigin(grid, index, rtl ? "rtl" : "ltr");
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
                    face={face}
                    pageWidth={grid.page.width}
                    rtl={rtl}
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
                face={face}
                pageWidth={grid.page.width}
                qr={qrOf(card)}
                rtl={rtl}
              />
            </div>
          );
        })}
      </Sheet>
    </div>
  );
});
