import { SearchIcon, XIcon } from "lucide-react";
import { memo } from "react";
import { GUEST_STATUSES } from "@/shared/constants";
import type { GuestGroup, Household } from "@/shared/guests-groups";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { msg, useT } from "@/web/lib/i18n";
import { type GuestFilters, type GuestSort, NO_FILTERS, type SortKey } from "../lib/guest-view";
import { NamedOptions } from "./grouping-options";
import { STATUS_LABELS } from "./status-select";

const SORTS: { value: string; label: string; sort: GuestSort }[] = [
  { value: "name-asc", label: msg("Sort: Name A–Z"), sort: { key: "name", direction: "asc" } },
  { value: "name-desc", label: msg("Sort: Name Z–A"), sort: { key: "name", direction: "desc" } },
  { value: "email-asc", label: msg("Sort: Email"), sort: { key: "email", direction: "asc" } },
  { value: "table-asc", label: msg("Sort: Table"), sort: { key: "table", direction: "asc" } },
  { value: "status-asc", label: msg("Sort: Status"), sort: { key: "status", direction: "asc" } },
];

/** Search (name or e-mail), the status filter, and filters by household, group and seating. */
export const GuestToolbar = memo(function GuestToolbar({
  query,
  onQuery,
  filters,
  onFilters,
  households,
  groups,
  sort,
  onSort,
  rsvp,
}: {
  query: string;
  onQuery: (query: string) => void;
  filters: GuestFilters;
  onFilters: (filters: GuestFilters) => void;
  households: readonly Household[];
  groups: readonly GuestGroup[];
  sort: GuestSort;
  onSort: (sort: GuestSort) => void;
  /** The event collects RSVPs: the status filter offers Not answered. */
  rsvp: boolean;
}) {
  const t = useT();
  const set = (patch: Partial<GuestFilters>) => onFilters({ ...filters, ...patch });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t("Search guests by name or email")}
            placeholder={t("Search guests...")}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            className="ps-9"
          />
        </div>
        <NativeSelect
          aria-label={t("Filter by status")}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as GuestFilters["status"] })}
          className="sm:w-44"
        >
          <option value="all">{t("All")}</option>
          {GUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
          {rsvp || filters.status === "unanswered" ? (
            <option value="unanswered">{t("Not answered")}</option>
          ) : null}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <NativeSelect
          aria-label={t("Filter by household")}
          value={filters.household}
          onChange={(event) => set({ household: event.target.value })}
          className="sm:w-48"
        >
          <option value="all">{t("All households")}</option>
          <option value="none">{t("No household")}</option>
          <NamedOptions items={households} />
        </NativeSelect>
        <NativeSelect
          aria-label={t("Filter by group")}
          value={filters.group}
          onChange={(event) => set({ group: event.target.value })}
          className="sm:w-44"
        >
          <option value="all">{t("All groups")}</option>
          <NamedOptions items={groups} />
        </NativeSelect>
        <NativeSelect
          aria-label={t("Filter by seating")}
          value={filters.seated}
          onChange={(event) => set({ seated: event.target.value as GuestFilters["seated"] })}
          className="sm:w-44"
        >
          <option value="all">{t("Seated or not")}</option>
          <option value="seated">{t("Seated")}</option>
          <option value="unseated">{t("Unseated")}</option>
        </NativeSelect>
        <NativeSelect
          aria-label={t("Sort by")}
          value={`${sort.key}-${sort.direction}`}
          onChange={(event) =>
            onSort(SORTS.find((option) => option.value === event.target.value)?.sort ?? sort)
          }
          className="md:hidden"
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
          {SORTS.some((option) => option.value === `${sort.key}-${sort.direction}`) ? null : (
            <option value={`${sort.key}-${sort.direction}`}>{t(REVERSED[sort.key])}</option>
          )}
        </NativeSelect>
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFilters(NO_FILTERS)}
            className="col-span-2 justify-self-start"
          >
            <XIcon aria-hidden="true" />
            {t("Clear filters")}
          </Button>
        ) : null}
      </div>
    </div>
  );
});

/** A sort the select does not list (a column header sorted the other way). */
const REVERSED: Record<SortKey, string> = {
  name: msg("Sort: Name (reversed)"),
  email: msg("Sort: Email (reversed)"),
  table: msg("Sort: Table (reversed)"),
  status: msg("Sort: Status (reversed)"),
};
