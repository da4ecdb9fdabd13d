import type { CSSProperties } from "react";
import { INK, readableOn } from "@/shared/color";
import type { PublicEvent } from "@/shared/public-event";
import { type SearchAnswer, tableLabel } from "@/shared/public-event-search";
import { fontFamily } from "@/web/lib/fonts";
import { GuestFloorPlan } from "./floor-plan";
import { MatchCard, SearchAnswerView } from "./search-answer";

const STATUS_LABELS = { invited: "Invited", confirmed: "Confirmed", declined: "Declined" } as const;

/** "Saturday, June 12, 2027": the server cannot know the guest's language, so the page is in English. */
export function formatDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "4:30 PM" from HH:MM. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export function themeVariables(theme: PublicEvent["theme"]): CSSProperties {
  return {
    "--theme-primary": theme.primary,
    "--theme-on-primary": readableOn(theme.primary),
    "--theme-secondary": theme.secondary,
    "--theme-on-secondary": readableOn(theme.secondary) === INK ? INK : "#ffffff",
    "--theme-accent": theme.accent,
    "--theme-on-accent": readableOn(theme.accent),
    "--theme-heading-font": fontFamily(theme.headingFont),
    "--theme-body-font": fontFamily(theme.bodyFont),
  } as CSSProperties;
}

export interface GuestPageProps {
  event: PublicEvent;
  /** The search typed without JavaScript (?q=), and its answer. */
  query: string;
  answer: SearchAnswer;
}

/** The public guest page (docs/architecture.md §8), rendered on the server; works as plain HTML. */
export function GuestPage({ event, query, answer }: GuestPageProps) {
  const tables = new Map(event.tables.map((table) => [table.number, table]));
  const found = answer.kind === "found" ? answer.matches : [];
  const foundTables = new Set(found.flatMap((match) => (match.table ? [match.table.number] : [])));
  const highlight = foundTables.size === 1 ? [...foundTables][0]! : null;
  const hidden = event.guestList === "none";
  return (
    <div className="guest-page" style={themeVariables(event.theme)}>
      {event.isPublished ? null : (
        <p role="status" className="preview-banner">
          <strong>Preview Mode</strong> — this page is not published yet. Only you can see it.
        </p>
      )}
      <header className="guest-header">
        {event.coverImageUrl ? (
          <img
            className="guest-cover"
            src={event.coverImageUrl}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <div className="relative mx-auto max-w-3xl px-5 py-10 text-center sm:py-14">
          <h1 className="guest-heading text-4xl leading-tight font-semibold break-words sm:text-5xl">
            {event.title}
          </h1>
          {event.date ? (
            <p className="mt-3 text-lg">
              <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
                {formatDay(event.date)}
                {event.time ? ` · ${formatTime(event.time)}` : null}
              </time>
            </p>
          ) : null}
          {event.venue || event.address ? (
            <p className="mt-1 text-lg">{[event.venue, event.address].filter(Boolean).join(", ")}</p>
          ) : null}
        </div>
      </header>

      <main className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-6 sm:px-6">
        <section id="find" aria-labelledby="find-title" className="find-section">
          <h2 id="find-title" className="guest-heading text-2xl font-semibold">
            Find your table
          </h2>
          <form method="get" action={`/event/${event.id}#find`} className="mt-3 flex gap-2">
            <label htmlFor="guest-search" className="sr-only">
              Your name
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
              placeholder={hidden ? "Your full name" : "Type your name"}
              className="guest-input min-w-0 flex-1"
            />
            <button type="submit" className="guest-button">
              Find
            </button>
          </form>
          <div id="search-answer" aria-live="polite" className="mt-4">
            <SearchAnswerView answer={answer} />
          </div>
        </section>

        {event.description ? (
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="guest-heading text-2xl font-semibold">
              About
            </h2>
            <p className="mt-2 text-lg whitespace-pre-line">{event.description}</p>
          </section>
        ) : null}

        {event.floorPlan ? (
          <section aria-labelledby="plan-title" className="plan-section">
            <h2 id="plan-title" className="guest-heading text-2xl font-semibold">
              Floor plan
            </h2>
            <div className="mt-3">
              <GuestFloorPlan plan={event.floorPlan} highlight={highlight} />
            </div>
          </section>
        ) : null}

        {hidden ? null : (
          <section aria-labelledby="guests-title">
            <h2 id="guests-title" className="guest-heading text-2xl font-semibold">
              Guests
            </h2>
            {event.guests.length === 0 ? (
              <p className="mt-2">No guests yet.</p>
            ) : (
              <table className="guest-table mt-3 w-full">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Table</th>
                    <th scope="col">Status</th>
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
                          {table ? tableLabel(table) : "Not assigned"}
                          {guest.seat !== null && table ? `, seat ${guest.seat}` : null}
                        </td>
                        <td>
                          <span className={`status status-${guest.status}`}>
                            {STATUS_LABELS[guest.status]}
                          </span>
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
      <footer className="guest-footer">
        Made with{" "}
        <a href="/" className="underline">
          Seatwise
        </a>
      </footer>
      <template id="match-template">
        <MatchCard name="" table="" seat={null} tablemates={[]} />
      </template>
      <script
        type="application/json"
        id="guest-page-data"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, never run as script
        dangerouslySetInnerHTML={{
          __html: JSON.stringify({ id: event.id, guestList: event.guestList, tables: event.tables }).replace(
            /</g,
            "\\u003c",
          ),
        }}
      />
    </div>
  );
}
