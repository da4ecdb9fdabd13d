import type { I18n } from "@lingui/core";
import { LANG_PARAM, type Locale } from "@/shared/i18n/locales";
import { msg } from "@/shared/i18n/messages";
import type { PublicEvent } from "@/shared/public-event";
import { type SearchAnswer, searchTexts, tableLabel } from "@/shared/public-event-search";
import type { RsvpFindState } from "@/shared/rsvp-form";
import { GuestFloorPlan } from "./floor-plan";
import { GuestFooter, GuestHeader, PreviewBanner, themeVariables } from "./guest-frame";
import { RsvpFind } from "./rsvp-find";
import { MatchCard, SearchAnswerView } from "./search-answer";
import type { Translate } from "./translate";

const STATUS_LABELS = {
  invited: msg("Invited"),
  confirmed: msg("Confirmed"),
  declined: msg("Declined"),
} as const;

export interface GuestPageProps {
  event: PublicEvent;
  /** The search typed without JavaScript (?q=), and its answer. */
  query: string;
  answer: SearchAnswer;
  /** The page's language (one of the event's) and its messages. */
  locale: Locale;
  i18n: I18n;
  /** The RSVP find form as it was posted (the typed name, the answer's message), when it was. */
  rsvp?: RsvpFindState;
}

const findAction = (eventId: string) => `/event/${eventId}#find`;
const statusClass = (status: string) => `status status-${status}`;

/** The public guest page (docs/architecture.md §8), rendered on the server; works as plain HTML. */
export function GuestPage({ event, query, answer, locale, i18n, rsvp }: GuestPageProps) {
  const t: Translate = Object.assign(
    (id: string, values?: Record<string, string | number>) => i18n._(id, values),
    {
      locale,
    },
  );
  const texts = searchTexts(t);
  const tables = new Map(event.tables.map((table) => [table.number, table]));
  const found = answer.kind === "found" ? answer.matches : [];
  const foundTables = new Set(found.flatMap((match) => (match.table ? [match.table.number] : [])));
  const highlight = foundTables.size === 1 ? [...foundTables][0]! : null;
  const hidden = event.guestList === "none";
  return (
    <div className="guest-page" style={themeVariables(event.theme)}>
      {event.isPublished ? null : <PreviewBanner t={t} />}
      <GuestHeader event={event} locale={locale} t={t} />

      <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-6 sm:px-6">
        <section id="find" aria-labelledby="find-title" className="find-section">
          <h2 id="find-title" className="guest-heading text-2xl font-semibold">
            {t("Find your table")}
          </h2>
          <form method="get" action={findAction(event.id)} className="mt-3 flex gap-2">
            {event.languages.length > 1 ? <input type="hidden" name={LANG_PARAM} value={locale} /> : null}
            <label htmlFor="guest-search" className="sr-only">
              {t("Your name")}
            </label>
            <input
              id="guest-search"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={100}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={hidden ? t("Your full name") : t("Type your name")}
              className="guest-input min-w-0 flex-1"
            />
            <button type="submit" className="guest-button">
              {t("Find")}
            </button>
          </form>
          <div id="search-answer" aria-live="polite" className="mt-4">
            <SearchAnswerView answer={answer} texts={texts} t={t} />
          </div>
        </section>

        {event.rsvp ? <RsvpFind event={event} rsvp={event.rsvp} state={rsvp} locale={locale} t={t} /> : null}

        {event.description ? (
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="guest-heading text-2xl font-semibold">
              {t("About")}
            </h2>
            <p className="mt-2 text-lg whitespace-pre-line">{event.description}</p>
          </section>
        ) : null}

        {event.floorPlan ? (
          <section aria-labelledby="plan-title" className="plan-section">
            <h2 id="plan-title" className="guest-heading text-2xl font-semibold">
              {t("Floor plan")}
            </h2>
            <div className="mt-3">
              <GuestFloorPlan plan={event.floorPlan} highlight={highlight} t={t} />
            </div>
          </section>
        ) : null}

        {hidden ? null : (
          <section aria-labelledby="guests-title">
            <h2 id="guests-title" className="guest-heading text-2xl font-semibold">
              {t("Guests")}
            </h2>
            {event.guests.length === 0 ? (
              <p className="mt-2">{t("No guests yet.")}</p>
            ) : (
              <table className="guest-table mt-3 w-full">
                <thead>
                  <tr>
                    <th scope="col">{t("Name")}</th>
                    <th scope="col">{t("Table")}</th>
                    <th scope="col">{t("Status")}</th>
                  </tr>
                </thead>
                <tbody>
                  {event.guests.map((guest, index) => {
                    const table = guest.table === null ? undefined : tables.get(guest.table);
                    return (
                      <tr
                        // biome-ignore lint/suspicious/noArrayIndexKey: two guests may share a name
                        key={index}
                        data-guest=""
                        data-table={guest.table ?? undefined}
                        data-seat={guest.seat ?? undefined}
                      >
                        <td data-name="">{guest.name}</td>
                        <td>
                          {table
                            ? guest.seat !== null
                              ? t("{table}, seat {seat}", {
                                  table: tableLabel(table, texts),
                                  seat: guest.seat,
                                })
                              : tableLabel(table, texts)
                            : t("Not assigned")}
                        </td>
                        <td>
                          <span className={statusClass(guest.status)}>{t(STATUS_LABELS[guest.status])}</span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        )}
      </main>
      <GuestFooter t={t} />
      <template id="match-template">
        <MatchCard name="" table="" seat={null} tablemates={[]} texts={texts} t={t} />
      </template>
      <script
        type="application/json"
        id="guest-page-data"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, never run as script
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({
            id: event.id,
            guestList: event.guestList,
            tables: event.tables,
            lang: locale,
            texts,
          }).replace(/</g, "\\u003c"),
        }}
      />
    </div>
  );
}
