import type { I18n } from "@lingui/core";
import type { Locale } from "@/shared/i18n/locales";
import { KIOSK_LIMITS, KIOSK_TOKEN_PARAM } from "@/shared/kiosk";
import type { PublicEvent } from "@/shared/public-event";
import { SEARCH_TEXTS, type SearchableGuest, searchTexts } from "@/shared/public-event-search";
import { GuestFloorPlan } from "./floor-plan";
import { GuestHeader, themeVariables } from "./guest-frame";
import { MatchCard } from "./search-answer";
import type { Translate } from "./translate";

export interface KioskPageProps {
  event: PublicEvent;
  /** Every guest the kiosk can find: in the page's data for its script, never shown as a list. */
  guests: SearchableGuest[];
  token: string;
  locale: Locale;
  i18n: I18n;
}

/**
 * The lobby kiosk (docs/decisions/030-offline-check-in-and-kiosk.md), rendered on the server in the event's
 * theme and language: one large search box, the answer in very large type, the floor plan beside it. The
 * names it searches are in the page's data only; its script (guest-page/kiosk.ts) answers a few at a time.
 */
export function KioskPage({ event, guests, token, locale, i18n }: KioskPageProps) {
  const t: Translate = Object.assign(
    (id: string, values?: Record<string, string | number>) => i18n._(id, values),
    { locale },
  );
  const texts = { ...searchTexts(t), tooShort: t(SEARCH_TEXTS.tooShort, { min: KIOSK_LIMITS.minLetters }) };
  const path = `/event/${event.id}/kiosk?${KIOSK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return (
    <div className="guest-page kiosk" style={themeVariables(event.theme)}>
      <GuestHeader event={event} locale={locale} t={t} path={path} />
      <main className="kiosk-main">
        <section id="find" aria-labelledby="find-title" className="kiosk-find">
          <h2 id="find-title" className="guest-heading kiosk-title">
            {t("Find your table")}
          </h2>
          <form method="get" action="#find" className="kiosk-form">
            <label htmlFor="kiosk-search" className="sr-only">
              {t("Your name")}
            </label>
            <input
              id="kiosk-search"
              type="search"
              maxLength={100}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={t("Type your name")}
              className="guest-input kiosk-input"
            />
          </form>
          <div id="search-answer" aria-live="polite" className="kiosk-answer" />
        </section>
        {event.floorPlan ? (
          <section id="plan" aria-labelledby="plan-title" className="kiosk-plan">
            <h2 id="plan-title" className="sr-only">
              {t("Floor plan")}
            </h2>
            <GuestFloorPlan plan={event.floorPlan} highlight={null} t={t} />
          </section>
        ) : null}
      </main>
      <template id="match-template">
        <MatchCard name="" table="" seat={null} tablemates={[]} texts={texts} t={t} />
      </template>
      <script
        type="application/json"
        id="kiosk-data"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, never run as script
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({ guests, tables: event.tables, lang: locale, texts }).replace(
            /</g,
            "\\u003c",
          ),
        }}
      />
    </div>
  );
}
