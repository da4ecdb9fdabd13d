import { ArrowRightIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ComparedGuest, Comparison, HistoryEntity } from "@/shared/history";
import { Badge } from "@/web/components/ui/badge";
import { fieldLabel } from "@/web/lib/history/row-fields";
import { useT } from "@/web/lib/i18n";

/** Items of one list drawn at most: a replaced list can differ by thousands of guests. */
const SHOWN = 100;

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  const t = useT();
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5">
      <h3 id={id} className="flex items-center gap-2 font-sans text-sm font-semibold">
        {title}
        <Badge variant="secondary">{count}</Badge>
      </h3>
      <ul className="flex flex-col gap-1 text-sm">{children}</ul>
      {count > SHOWN ? (
        <p className="text-xs text-muted-foreground">
          {t("and {count, number} more", { count: count - SHOWN })}
        </p>
      ) : null}
    </section>
  );
}

/** Changed fields' names as the forms name them; the rest as "other details". */
function useFieldNames(entity: HistoryEntity) {
  const t = useT();
  return (fields: string[]) => {
    const named = fields.flatMap((field) => fieldLabel(entity, field) ?? []);
    const moved = fields.some((field) => field === "positionX" || field === "positionY");
    return [...new Set(named), ...(moved ? [t("position")] : [])].join(", ") || t("other details");
  };
}

/** What differs between two states of the plan, as lists: guests moved, added, removed and changed; tables
 * added, removed and changed; and the households, groups, rules and venue elements counted. */
export function ComparisonList({ comparison }: { comparison: Comparison }) {
  const t = useT();
  const { guests, tables, households, groups, rules, elements, tableNames } = comparison;
  const guestFields = useFieldNames("guest");
  const tableFields = useFieldNames("table");
  const place = (guest: ComparedGuest) =>
    guest.tableId
      ? guest.seatNumber
        ? t("{table}, seat {seat}", {
            table: tableNames[guest.tableId] ?? t("Removed table"),
            seat: guest.seatNumber,
          })
        : (tableNames[guest.tableId] ?? t("Removed table"))
      : t("Not seated");
  const counts = [
    { label: t("Households"), added: households.added.length, removed: households.removed.length },
    { label: t("Groups"), added: groups.added.length, removed: groups.removed.length },
    { label: t("Seating rules"), added: rules.added, removed: rules.removed },
  ].filter((row) => row.added + row.removed > 0);
  const elementChanges = elements.added + elements.removed + elements.changed;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-comparison-list="">
      <Section title={t("Moved")} count={guests.moved.length}>
        {guests.moved.slice(0, SHOWN).map((move) => (
          <li key={move.id} className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-medium">{t("{name}:", { name: move.name })}</span>
            <span>{place(move.from)}</span>
            <ArrowRightIcon aria-hidden="true" className="size-3.5 self-center rtl:-scale-x-100" />
            <span className="sr-only"> {t("to")} </span>
            <span className="font-medium text-lavender-700">{place(move.to)}</span>
          </li>
        ))}
      </Section>
      <Section title={t("Added guests")} count={guests.added.length}>
        {guests.added.slice(0, SHOWN).map((guest) => (
          <li key={guest.id}>
            {guest.tableId ? t("{name} at {place}", { name: guest.name, place: place(guest) }) : guest.name}
          </li>
        ))}
      </Section>
      <Section title={t("Removed guests")} count={guests.removed.length}>
        {guests.removed.slice(0, SHOWN).map((guest) => (
          <li key={guest.id}>{guest.name}</li>
        ))}
      </Section>
      <Section title={t("Changed guests")} count={guests.changed.length}>
        {guests.changed.slice(0, SHOWN).map((guest) => (
          <li key={guest.id}>
            <span className="font-medium">{t("{name}:", { name: guest.name })}</span>{" "}
            {guestFields(guest.fields)}
          </li>
        ))}
      </Section>
      <Section title={t("Tables added")} count={tables.added.length}>
        {tables.added.slice(0, SHOWN).map((table) => (
          <li key={table.id}>{table.name}</li>
        ))}
      </Section>
      <Section title={t("Tables removed")} count={tables.removed.length}>
        {tables.removed.slice(0, SHOWN).map((table) => (
          <li key={table.id}>{table.name}</li>
        ))}
      </Section>
      <Section title={t("Tables changed")} count={tables.changed.length}>
        {tables.changed.slice(0, SHOWN).map((table) => (
          <li key={table.id}>
            <span className="font-medium">{t("{name}:", { name: table.name })}</span>{" "}
            {tableFields(table.fields)}
          </li>
        ))}
      </Section>
      {counts.length > 0 || elementChanges > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {counts.map(({ label, added, removed }) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{t("{added, number} added, {removed, number} removed", { added, removed })}</dd>
            </div>
          ))}
          {elementChanges > 0 ? (
            <div className="contents">
              <dt className="text-muted-foreground">{t("Venue elements")}</dt>
              <dd>{t("{count, plural, one {# change} other {# changes}}", { count: elementChanges })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
