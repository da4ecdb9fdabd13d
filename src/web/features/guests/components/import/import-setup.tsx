import { useId, useMemo } from "react";
import type { ImportChoices } from "@/shared/csv/choose-rows";
import { CSV_MESSAGES } from "@/shared/csv/errors";
import { chooseEvent, guessMapping } from "@/shared/csv/header";
import type { ImportPlan } from "@/shared/csv/plan";
import type { ImportTarget } from "@/shared/csv/targets";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useT } from "@/web/lib/i18n";
import { ImportPreview } from "./import-preview";
import type { Setup } from "./import-state";
import { flagged, MappingTable } from "./mapping-table";

/**
 * With RSVP columns for several events (ceremony, reception, welcome party...), which event this seating plan
 * is for: its column gives the statuses, the others are kept in notes.
 */
function EventPicker({
  headers,
  events,
  mapping,
  onMapping,
}: {
  headers: string[];
  events: number[];
  mapping: ImportTarget[];
  onMapping: (mapping: ImportTarget[]) => void;
}) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const chosen = events.find((column) => mapping[column] === "status");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("This seating plan is for")}
      </label>
      <NativeSelect
        id={id}
        aria-describedby={hintId}
        value={chosen ?? ""}
        onChange={(event) => onMapping(chooseEvent(mapping, events, Number(event.target.value)))}
        className="max-w-sm"
      >
        {chosen === undefined ? (
          <option value="" disabled>
            {t("Choose an event")}
          </option>
        ) : null}
        {events.map((column) => (
          <option key={column} value={column}>
            {headers[column]}
          </option>
        ))}
      </NativeSelect>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("Its RSVP column gives each guest's status; the other events' answers are kept in notes.")}
      </p>
    </div>
  );
}

/** The file read: why nothing can be imported (if so), the columns, then the preview with the owner's choices. */
export function ImportSetup({
  setup,
  plan,
  chosen,
  locked,
  onMapping,
  onChoices,
}: {
  setup: Setup;
  plan: ImportPlan;
  chosen: number;
  /** While the file is being sent: shown as it was sent. */
  locked: boolean;
  onMapping: (mapping: ImportTarget[]) => void;
  onChoices: (choices: ImportChoices) => void;
}) {
  const t = useT();
  const file = setup.source.read;
  // The importer's proposal, for the reasons shown beside the columns; content is read from a sample, so this
  // costs little even for a 10,000-row file.
  const guesses = useMemo(() => guessMapping(file.headers, file.rows), [file]);
  const events = guesses.flatMap((guess, column) => (guess.event ? [column] : []));
  const toCheck = guesses.filter((guess, column) => flagged(guess, setup.mapping[column]!)).length;
  const change = (next: ImportTarget[]) => !locked && onMapping(next);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {plan.guests.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t(CSV_MESSAGES.noValidGuests)}
        </p>
      ) : chosen === 0 && setup.choices.skipDuplicates ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t(
            "Every guest in this file is already in your list. Untick “Skip duplicates” to import them anyway.",
          )}
        </p>
      ) : null}
      {events.length > 1 ? (
        <EventPicker headers={file.headers} events={events} mapping={setup.mapping} onMapping={change} />
      ) : null}
      <section className="flex flex-col gap-2">
        <h3 className="font-sans text-sm font-semibold">{t("Check the columns")}</h3>
        {toCheck > 0 ? (
          <p className="text-xs text-muted-foreground">
            {t(
              "{count, plural, one {# column is flagged for a look.} other {# columns are flagged for a look.}}",
              {
                count: toCheck,
              },
            )}
          </p>
        ) : null}
        <MappingTable file={file} guesses={guesses} mapping={setup.mapping} onChange={change} />
      </section>
      <ImportPreview plan={plan} mapping={setup.mapping} choices={setup.choices} onChoices={onChoices} />
    </div>
  );
}
