import { memo } from "react";
import type { RsvpCard } from "@/shared/print/rsvp-cards";
import type { PrintT } from "@/shared/print/translate";
import { useT } from "@/web/lib/i18n";
import type { PreviewTheme } from "./preview-parts";
import { QrImage } from "./qr-image";

/** How many cards the preview draws: the first sheet. */
const SHOWN = 4;

/** The RSVP cards as they print: the first sheet's cards, each with its invitation's QR code. */
export const RsvpCardsPreview = memo(function RsvpCardsPreview({
  cards,
  title,
  deadline,
  theme,
  docT,
}: {
  cards: RsvpCard[];
  title: string;
  deadline: string | null;
  theme: PreviewTheme;
  /** The print's language: the cards' words are in it. */
  docT: PrintT;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        {t("{count, plural, one {# card} other {# cards}}, four to a sheet", { count: cards.length })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2" lang={docT.locale}>
        {cards.slice(0, SHOWN).map((card) => (
          <li
            key={card.key}
            data-rsvp-card
            className="flex aspect-[4/5] flex-col justify-between rounded-md border bg-white p-4 text-center text-neutral-900 shadow-sm"
          >
            {title ? (
              <p className="truncate text-xs" style={{ fontFamily: theme.body, color: theme.primary }}>
                {title}
              </p>
            ) : (
              <span />
            )}
            <p className="truncate text-xl" style={{ fontFamily: theme.heading }}>
              {card.name}
            </p>
            <QrImage
              text={card.url}
              label={t("RSVP link of {name}", { name: card.name })}
              className="mx-auto w-3/5"
            />
            <div style={{ fontFamily: theme.body }}>
              <p className="text-sm" style={{ color: theme.primary }}>
                {docT("Scan to RSVP")}
              </p>
              {deadline ? (
                <p className="text-xs">{docT("Please answer by {date}", { date: deadline })}</p>
              ) : null}
              <p className="truncate text-[0.55rem] text-neutral-500">{card.url}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
});
