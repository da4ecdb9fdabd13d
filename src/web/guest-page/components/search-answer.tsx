import { msg } from "@/shared/i18n/messages";
import {
  namesSeparator,
  type SearchAnswer,
  type SearchTexts,
  tableLabel,
} from "@/shared/public-event-search";
import { around, type Translate } from "./translate";

/**
 * The answer to "Find your table", as the server renders it for a search made without JavaScript. The page's
 * script fills the same markup (the match template below) when it answers in the browser.
 */
export function SearchAnswerView({
  answer,
  texts,
  t,
}: {
  answer: SearchAnswer;
  texts: SearchTexts;
  t: Translate;
}) {
  switch (answer.kind) {
    case "empty":
      return null;
    case "too_short":
      return <p className="search-message">{texts.tooShort}</p>;
    case "keep_typing":
      return <p className="search-message">{texts.keepTyping}</p>;
    case "none":
      return <p className="search-message">{texts.none}</p>;
    case "found":
      return (
        <ul className="flex flex-col gap-3">
          {answer.matches.map((match, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two guests may share a name
            <li key={index}>
              <MatchCard
                name={match.name}
                table={match.table ? tableLabel(match.table, texts) : null}
                seat={match.seat}
                tablemates={match.tablemates}
                texts={texts}
                t={t}
              />
            </li>
          ))}
        </ul>
      );
  }
}

/** One guest found: their table (in large type), seat and tablemates. Empty slots are hidden by the script. */
export function MatchCard({
  name,
  table,
  seat,
  tablemates,
  texts,
  t,
}: {
  name: string;
  table: string | null;
  seat: number | null;
  tablemates: string[];
  texts: SearchTexts;
  t: Translate;
}) {
  const separator = namesSeparator(t.locale);
  const [beforeSeat, afterSeat] = around(t, msg("Seat {seat}"), "seat");
  return (
    <article className="match-card rounded-2xl border-2 border-[var(--theme-primary)] bg-white p-4 shadow-sm">
      <p data-slot="name" className="text-lg font-semibold break-words">
        {name}
      </p>
      <p data-slot="table" className="guest-heading mt-1 text-3xl font-semibold" hidden={table === null}>
        {table}
      </p>
      <p data-slot="unassigned" className="mt-1 text-base" hidden={table !== null}>
        {texts.notAssigned}
      </p>
      <p data-slot="seat" className="mt-1 text-lg" hidden={seat === null}>
        {beforeSeat}
        <span data-slot="seat-number">{seat}</span>
        {afterSeat}
      </p>
      <div data-slot="tablemates" className="mt-3" hidden={tablemates.length === 0}>
        <p className="text-sm font-semibold tracking-wide uppercase opacity-80">{t("At your table")}</p>
        <p data-slot="tablemate-names" className="mt-1 text-base break-words">
          {tablemates.join(separator)}
        </p>
      </div>
    </article>
  );
}
