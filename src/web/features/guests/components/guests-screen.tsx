import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { toast } from "sonner";
import type { GuestStatus } from "@/shared/constants";
import type { Guest } from "@/shared/guests";
import type { GuestList } from "@/shared/guests-list";
import type { Locale } from "@/shared/i18n/locales";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { useRsvpSettings } from "@/web/lib/rsvp-queries";
import { useDeleteGuest } from "../api/delete-guest";
import { useUpdateGuest } from "../api/update-guest";
import {
  countGuests,
  DEFAULT_SORT,
  filterGuests,
  type GuestFilters,
  type GuestSort,
  isFiltered,
  mealSuggestions,
  membershipCounts,
  NO_FILTERS,
  type SortKey,
  searchKeys,
  sortGuests,
} from "../lib/guest-view";
import { BulkActions } from "./bulk-actions";
import { EmptyGuests } from "./empty-guests";
import { GroupingsCard } from "./groupings-card";
import { GuestCounts } from "./guest-counts";
import { GuestDialog } from "./guest-dialog";
import type { GuestLookups } from "./guest-row";
import { GuestTable } from "./guest-table";
import { GuestToolbar } from "./guest-toolbar";
import { GuestsActions } from "./guests-actions";
import { ImportDialog } from "./import/import-dialog";

/** The guest dialog: the guest to edit (none to add one), whether it is open, and which opening it is. A closed
 * dialog stays mounted until the next opening, so Radix plays its closing animation and unmounts the panel
 * after it, outside the Escape or click that closed it; each opening is a new instance (`key`), a fresh form. */
type Editing = { guest?: Guest; open: boolean; key: number } | null;

/** The guest list of one event: counts, households and groups, search and filters, the list, and every
 * dialog that changes it. Derived views are memoised on the list, so a keystroke costs one filter pass.
 * Names sort as a reader of the event's `language` sorts them. */
export function GuestsScreen({
  eventId,
  list,
  language,
}: {
  eventId: string;
  list: GuestList;
  language: Locale;
}) {
  const t = useT();
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [sort, setSort] = useState<GuestSort>(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Guest | null>(null);
  const [importing, setImporting] = useState(false);
  const editable = useCan("guests.write");
  const contacts = useCan("guests.contacts");
  const rsvp = useRsvpSettings(eventId).data?.enabled ?? false;
  const update = useUpdateGuest(eventId);
  const remove = useDeleteGuest(eventId);

  const { guests } = list;
  const keys = useMemo(() => searchKeys(guests), [guests]);
  const sorted = useMemo(() => sortGuests(guests, sort, language), [guests, sort, language]);
  // The list follows the search and filters in a second, interruptible render: the field and the select
  // answer at once, and a keystroke typed meanwhile replaces the pending list.
  const listQuery = useDeferredValue(query);
  const listFilters = useDeferredValue(filters);
  const visible = useMemo(
    () => filterGuests(sorted, keys, listQuery, listFilters),
    [sorted, keys, listQuery, listFilters],
  );
  const counts = useMemo(() => countGuests(guests), [guests]);
  const members = useMemo(() => membershipCounts(guests), [guests]);
  const meals = useMemo(() => mealSuggestions(guests), [guests]);
  const lookups = useMemo<GuestLookups>(
    () => ({
      households: new Map(list.households.map((household) => [household.id, household.name])),
      groups: new Map(list.groups.map((group) => [group.id, group.name])),
      tables: new Map(list.tables.map((table) => [table.id, table.name])),
    }),
    [list.households, list.groups, list.tables],
  );
  // Selected guests that are no longer on the list (removed elsewhere) drop out of the selection.
  const liveSelection = useMemo(() => {
    const ids = new Set(guests.map((guest) => guest.id));
    return new Set([...selected].filter((id) => ids.has(id)));
  }, [guests, selected]);

  const onToggle = useCallback((guestId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(guestId)) next.delete(guestId);
      else next.add(guestId);
      return next;
    });
  }, []);
  const onEdit = useCallback(
    (guest: Guest) => setEditing((current) => ({ guest, open: true, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const onRemove = useCallback((guest: Guest) => setRemoving(guest), []);
  const { mutateAsync: save } = update;
  const onStatus = useCallback(
    async (guest: Guest, status: GuestStatus) => {
      try {
        await save({ guestId: guest.id, changes: { status, baseVersion: guest.version } });
        toast.success(t("Guest updated"));
      } catch (error) {
        toast.error(t("Error updating guest"), {
          description: getErrorMessage(error, t("Failed to update guest")),
        });
      }
    },
    [save, t],
  );
  const onSort = useCallback((key: SortKey) => {
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === "asc" ? "desc" : "asc",
    }));
  }, []);
  const onToggleAll = useCallback(
    (select: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const guest of visible) {
          if (select) next.add(guest.id);
          else next.delete(guest.id);
        }
        return next;
      }),
    [visible],
  );

  const onAdd = useCallback(
    () => setEditing((current) => ({ open: true, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const onImport = useCallback(() => setImporting(true), []);
  const filtered = isFiltered(listQuery, listFilters);
  const formOptions = useMemo(
    () => ({
      households: list.households,
      groups: list.groups,
      tables: list.tables,
      seatedByTable: members.tables,
      meals,
    }),
    [list.households, list.groups, list.tables, members.tables, meals],
  );

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-serif text-3xl font-semibold">{t("Guest List")}</h1>
          <p className="text-muted-foreground">{t("Everyone you are inviting, and where they sit.")}</p>
        </div>
        <GuestsActions
          eventId={eventId}
          guestCount={guests.length}
          onAdd={onAdd}
          onImport={onImport}
          editable={editable}
          exportable={contacts}
        />
      </div>
      <GuestCounts counts={counts} />
      <GroupingsCard
        eventId={eventId}
        households={list.households}
        groups={list.groups}
        counts={members}
        filters={filters}
        onFilters={setFilters}
        rsvp={rsvp}
      />
      <GuestToolbar
        query={query}
        onQuery={setQuery}
        filters={filters}
        onFilters={setFilters}
        households={list.households}
        groups={list.groups}
        sort={sort}
        onSort={setSort}
        rsvp={rsvp}
      />
      {liveSelection.size > 0 ? (
        <BulkActions
          eventId={eventId}
          selected={liveSelection}
          households={list.households}
          groups={list.groups}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {filtered
          ? t("{shown, number} of {total, plural, one {# guest} other {# guests}} shown", {
              shown: visible.length,
              total: guests.length,
            })
          : ""}
      </p>
      {visible.length === 0 ? (
        <EmptyGuests filtered={filtered}>
          {filtered ? (
            <Button
              variant="outline"
              onClick={() => {
                setQuery("");
                setFilters(NO_FILTERS);
              }}
            >
              {t("Clear search and filters")}
            </Button>
          ) : editable ? (
            <Button onClick={onAdd}>{t("Add Guest")}</Button>
          ) : null}
        </EmptyGuests>
      ) : (
        <GuestTable
          guests={visible}
          total={guests.length}
          selected={liveSelection}
          onToggleAll={onToggleAll}
          sort={sort}
          onSort={onSort}
          lookups={lookups}
          onToggle={onToggle}
          onEdit={onEdit}
          onRemove={onRemove}
          onStatus={onStatus}
          editable={editable}
          contacts={contacts}
        />
      )}

      {editing ? (
        <GuestDialog
          key={editing.key}
          eventId={eventId}
          guest={editing.guest}
          open={editing.open}
          onOpenChange={(open) => !open && setEditing({ ...editing, open: false })}
          options={formOptions}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t("Remove {name}?", { name: removing.name }) : t("Remove guest?")}
        description={t("Are you sure you want to remove this guest?")}
        confirmLabel={t("Remove")}
        busy={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.success(t("Guest removed"));
            setRemoving(null);
          } catch (error) {
            toast.error(t("Failed to remove guest"), { description: getErrorMessage(error) });
          }
        }}
      />
      <ImportDialog eventId={eventId} list={list} open={importing} onOpenChange={setImporting} />
    </>
  );
}
