import { CheckIcon, Undo2Icon } from "lucide-react";
import type { ReactNode } from "react";
import type { CheckinGuest, CheckinTable } from "@/shared/checkin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Where a guest sits, as the door says it: "Table 3 · Seat 4", "Table 3", or "No seat". */
export function usePlaceText() {
  const t = useT();
  return (guest: Pick<CheckinGuest, "seatNumber">, table: CheckinTable | undefined) =>
    !table
      ? t("No seat")
      : guest.seatNumber === null
        ? table.name
        : t("{table} · Seat {seat, number}", { table: table.name, seat: guest.seatNumber });
}

/** One guest: a large row for a thumb, with where they sit and one button (Check in / Undo check-in). */
export function GuestRow({
  guest,
  table,
  busy,
  onArrival,
  seatAction,
}: {
  guest: CheckinGuest;
  table: CheckinTable | undefined;
  busy: boolean;
  onArrival: (arrived: boolean) => void;
  /** Shown beside Undo for a guest here without a seat (Give a seat). */
  seatAction?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const place = usePlaceText();
  const arrived = guest.arrivedAt !== null;
  const time = arrived
    ? new Date(guest.arrivedAt!).toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" })
    : null;
  return (
    <li
      className={cn(
        "flex min-h-16 items-center gap-3 rounded-xl border bg-card px-3 py-2",
        arrived && "border-green-200 bg-green-50/60",
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-base font-medium">{guest.name}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span className={cn(table && "font-medium text-foreground")}>{place(guest, table)}</span>
          {time ? <span className="text-green-800">{t("Arrived {time}", { time })}</span> : null}
          {guest.walkIn ? <Badge variant="secondary">{t("Walk-in")}</Badge> : null}
          {guest.status === "declined" ? <Badge variant="outline">{t("Declined")}</Badge> : null}
        </span>
      </div>
      {arrived && !table ? seatAction : null}
      {arrived ? (
        <Button
          variant="outline"
          size="lg"
          className="px-3"
          disabled={busy}
          aria-label={t("Undo check-in of {name}", { name: guest.name })}
          onClick={() => onArrival(false)}
        >
          <Undo2Icon aria-hidden="true" />
          <span className={cn("max-[379px]:sr-only", seatAction && !table && "sr-only")}>
            {t("Undo check-in")}
          </span>
        </Button>
      ) : (
        <Button
          size="lg"
          className="px-4"
          disabled={busy}
          aria-label={t("Check in {name}", { name: guest.name })}
          onClick={() => onArrival(true)}
        >
          <CheckIcon aria-hidden="true" />
          {t("Check in")}
        </Button>
      )}
    </li>
  );
}
