import { Search } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { msg, useLocale, useT } from "@/web/lib/i18n";
import { FloorPlanIllustration } from "./floor-plan-illustration";

const frame = "rounded-2xl border bg-card p-5 shadow-lift";

// Sample guests: their names stay as they are in every language.
const guests = [
  { name: "Olivia Bennett", status: "confirmed", table: 1 },
  { name: "Noah Patel", status: "confirmed", table: 2 },
  { name: "Sofia Rossi", status: "invited", table: null },
  { name: "Liam O'Connor", status: "declined", table: null },
] as const;

const STATUS_LABELS = {
  confirmed: msg("Confirmed"),
  invited: msg("Invited"),
  declined: msg("Declined"),
} as const;

const statusVariant = { confirmed: "success", invited: "secondary", declined: "destructive" } as const;

/** Decorative sketches of the product screens; the panel text carries the meaning. */
export function GuestListVisual() {
  const t = useT();
  return (
    <div aria-hidden="true" className={frame}>
      <div className="flex items-center justify-between">
        <p className="font-serif text-lg font-semibold">{t("Guest list")}</p>
        <span className="text-xs text-muted-foreground">
          {t("{count, plural, one {# guest} other {# guests}}", { count: guests.length })}
        </span>
      </div>
      <ul className="mt-4 divide-y">
        {guests.map((guest) => (
          <li key={guest.name} className="flex items-center gap-3 py-3 text-sm">
            <span className="grid size-8 place-content-center rounded-full bg-lavender-100 text-xs font-semibold text-lavender-800">
              {guest.name
                .split(" ")
                .map((part) => part[0])
                .join("")}
            </span>
            <span className="flex-1 truncate font-medium">{guest.name}</span>
            <Badge variant={statusVariant[guest.status]}>{t(STATUS_LABELS[guest.status])}</Badge>
            <span className="hidden w-16 text-end text-muted-foreground sm:block">
              {guest.table === null ? "—" : t("Table {number}", { number: guest.table })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TablesVisual() {
  return (
    <div aria-hidden="true" className={frame}>
      <FloorPlanIllustration />
    </div>
  );
}

export function ShareVisual() {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-64 rounded-[2.25rem] border-8 border-foreground/90 bg-card p-4 shadow-lift"
    >
      <div className="rounded-xl bg-gradient-to-br from-lavender-100 to-blush-100 p-4 text-center">
        {/* i18n-ignore: the sample couple's names */}
        <p className="font-serif text-lg font-semibold italic">Emma &amp; James</p>
        <p className="text-xs text-muted-foreground">
          {t("{date} · {venue}", {
            date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long" }).format(
              new Date(2027, 5, 14),
            ),
            venue: t("Rosewood Manor"),
          })}
        </p>
      </div>
      <div className="mt-4 flex items-center gap-2 rounded-lg border px-3 py-2 text-sm text-muted-foreground">
        <Search className="size-4" /> {t("Find your name")}
      </div>
      <ul className="mt-3 space-y-1.5 text-sm">
        {(
          [
            ["Noah Patel", 2],
            ["Sofia Rossi", 4],
            ["Zoe Martin", 5],
          ] as const
        ).map(([name, table]) => (
          <li
            key={name}
            className={
              name === "Sofia Rossi"
                ? "flex justify-between rounded-lg bg-lavender-100 px-3 py-2 font-medium text-lavender-900"
                : "flex justify-between px-3 py-1"
            }
          >
            <span>{name}</span>
            <span>{t("Table {number}", { number: table })}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-7 gap-0.5 opacity-70">
        {Array.from({ length: 49 }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative grid
            key={index}
            className={(index * 7 + (index % 5)) % 3 === 0 ? "aspect-square bg-foreground" : "aspect-square"}
          />
        ))}
      </div>
    </div>
  );
}
