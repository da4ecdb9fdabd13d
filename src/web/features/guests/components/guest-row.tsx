import { PencilIcon, Trash2Icon } from "lucide-react";
import { memo } from "react";
import type { GuestStatus } from "@/shared/constants";
import type { Guest } from "@/shared/guests";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { AriaCell } from "./aria-table";
import { GuestChips } from "./guest-chips";
import { RsvpAnswered } from "./rsvp-answered";
import { STATUS_LABELS, StatusSelect } from "./status-select";

/** Columns of the list at md and up; below, each row is a card (works on a 390 px phone). Actions is as
 * wide as its two buttons, so the rest goes to Email, the longest text of a row. */
export const ROW_GRID =
  "grid grid-cols-[1.75rem_minmax(0,1fr)_7.5rem] gap-x-3 gap-y-1 md:grid-cols-[2rem_minmax(0,1fr)_minmax(0,1.3fr)_7.5rem_9rem_8.5rem] md:items-center";

export interface GuestRowActions {
  onToggle: (guestId: string) => void;
  onEdit: (guest: Guest) => void;
  onRemove: (guest: Guest) => void;
  onStatus: (guest: Guest, status: GuestStatus) => void;
  /** The role may change guests (src/shared/team.ts: guests.write); else the row only reads. */
  editable: boolean;
  /** The role reads e-mails (guests.contacts); else the column stays blank rather than saying "No email". */
  contacts: boolean;
}

/** Names by id, one object per list: a row reads its guest's household, groups and table from it. */
export interface GuestLookups {
  households: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
  tables: ReadonlyMap<string, string>;
}

interface GuestRowProps extends GuestRowActions {
  guest: Guest;
  selected: boolean;
  lookups: GuestLookups;
}

/** One guest: a table row on wide screens, a card on phones. Memoised: a keystroke in search re-renders only
 * the rows that come into view. */
export const GuestRow = memo(function GuestRow({
  guest,
  selected,
  lookups,
  onToggle,
  onEdit,
  onRemove,
  onStatus,
  editable,
  contacts,
}: GuestRowProps) {
  const t = useT();
  const household = guest.householdId ? (lookups.households.get(guest.householdId) ?? null) : null;
  const groups = guest.groupIds.flatMap((id) => lookups.groups.get(id) ?? []);
  const table = guest.tableId ? (lookups.tables.get(guest.tableId) ?? null) : null;
  const place = table
    ? guest.seatNumber
      ? t("{table} · Seat {seat}", { table, seat: guest.seatNumber })
      : table
    : null;
  return (
    <>
      <AriaCell className="row-span-3 pt-1 md:row-span-1 md:pt-0">
        {editable ? (
          <Checkbox
            checked={selected}
            onChange={() => onToggle(guest.id)}
            aria-label={t("Select {name}", { name: guest.name })}
          />
        ) : null}
      </AriaCell>
      <AriaCell className="min-w-0">
        {editable ? (
          <button
            type="button"
            onClick={() => onEdit(guest)}
            className="max-w-full rounded-sm text-start font-medium wrap-break-word outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {guest.name}
          </button>
        ) : (
          <span className="font-medium wrap-break-word">{guest.name}</span>
        )}
        <GuestChips household={household} groups={groups} />
        <RsvpAnswered rsvpAt={guest.rsvpAt} plusOne={guest.plusOne} meal={contacts ? guest.meal : null} />
      </AriaCell>
      {/* An address is never cut off: a long one wraps. */}
      <AriaCell className="col-start-2 min-w-0 text-sm wrap-anywhere text-muted-foreground md:col-start-auto">
        {contacts
          ? (guest.email ?? <span className="md:sr-only">{t("No email")}</span>)
          : // Without e-mails (the caterer), the column holds what the kitchen needs.
            [guest.meal, guest.dietaryRestrictions].filter(Boolean).join(" · ")}
      </AriaCell>
      <AriaCell className={cn("col-start-2 text-sm md:col-start-auto", !place && "text-muted-foreground")}>
        {place ?? t("Not assigned")}
      </AriaCell>
      <AriaCell className="col-start-3 row-start-1 md:col-start-auto md:row-start-auto">
        {editable ? (
          <StatusSelect
            value={guest.status}
            guestName={guest.name}
            onChange={(status) => onStatus(guest, status)}
          />
        ) : (
          <span className="text-sm">{t(STATUS_LABELS[guest.status])}</span>
        )}
      </AriaCell>
      <AriaCell className="col-start-3 row-span-2 row-start-2 flex items-end justify-end gap-1 md:col-start-auto md:row-span-1 md:row-start-auto md:items-center">
        {editable ? (
          <>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("Edit {name}", { name: guest.name })}
              onClick={() => onEdit(guest)}
            >
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground hover:bg-red-50 hover:text-destructive"
              aria-label={t("Remove {name}", { name: guest.name })}
              onClick={() => onRemove(guest)}
            >
              <Trash2Icon aria-hidden="true" />
              <span className="max-md:sr-only">{t("Remove")}</span>
            </Button>
          </>
        ) : null}
      </AriaCell>
    </>
  );
});
