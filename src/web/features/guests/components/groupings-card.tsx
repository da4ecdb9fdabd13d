import { ChevronDownIcon, HomeIcon, PencilIcon, PlusIcon, TagIcon } from "lucide-react";
import { memo, useState } from "react";
import { toast } from "sonner";
import type { GuestGroup, Household } from "@/shared/guests-groups";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/event-role";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { createHousehold, useGroupingMutation } from "../api/groupings";
import type { GuestFilters } from "../lib/guest-view";
import { GroupDialog } from "./group-dialog";
import { HouseholdsDialog } from "./households-dialog";
import { NameDialog } from "./name-dialog";

const IMPORTANCE_MARK = { low: "", normal: "", high: " ★" } as const;

/** Groups as chips (click to show only their guests), households in a searchable list; both created and
 * renamed from here. */
export const GroupingsCard = memo(function GroupingsCard({
  eventId,
  households,
  groups,
  counts,
  filters,
  onFilters,
  rsvp,
}: {
  eventId: string;
  households: readonly Household[];
  groups: readonly GuestGroup[];
  counts: { households: ReadonlyMap<string, number>; groups: ReadonlyMap<string, number> };
  filters: GuestFilters;
  onFilters: (filters: GuestFilters) => void;
  /** The event collects RSVPs: the households dialog shows each invitation's link. */
  rsvp: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const editable = useCan("guests.write");
  const [editingGroup, setEditingGroup] = useState<GuestGroup | "new" | null>(null);
  const [newHousehold, setNewHousehold] = useState(false);
  const [managing, setManaging] = useState(false);
  // Phones start with the panel folded, so the list is within reach.
  const [unfolded, setUnfolded] = useState(false);
  const addHousehold = useGroupingMutation(createHousehold);
  const inHouseholds = [...counts.households.values()].reduce((sum, n) => sum + n, 0);

  return (
    <section
      aria-label={t("Households and groups")}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs"
    >
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls="groupings-panel"
        onClick={() => setUnfolded((value) => !value)}
        className="flex items-center justify-between rounded-sm text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <span>
          {t("Households & groups")}
          <span className="ms-2 font-normal text-muted-foreground">
            {households.length.toLocaleString(locale)} · {groups.length.toLocaleString(locale)}
          </span>
        </span>
        <ChevronDownIcon
          aria-hidden="true"
          className={cn("size-4 transition-transform", unfolded && "rotate-180")}
        />
      </button>
      <div id="groupings-panel" className={cn("flex-col gap-3 md:flex", unfolded ? "flex" : "hidden")}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="me-1 flex items-center gap-1.5 font-sans text-sm font-semibold">
            <TagIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t("Groups")}
          </h2>
          {groups.map((group) => {
            const active = filters.group === group.id;
            return (
              <span
                key={group.id}
                className={cn(
                  "inline-flex items-center rounded-full border text-sm",
                  active ? "border-primary bg-primary text-primary-foreground" : "bg-card",
                )}
              >
                <button
                  type="button"
                  aria-pressed={active}
                  title={active ? t("Show every group") : t("Show only {group}", { group: group.name })}
                  onClick={() => onFilters({ ...filters, group: active ? "all" : group.id })}
                  className="rounded-s-full py-1 ps-3 pe-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {/* A name of any script, isolated: its count stays beside it in either direction. */}
                  <bdi>{group.name}</bdi>
                  {IMPORTANCE_MARK[group.importance]}
                  <span
                    className={cn(
                      "ms-1.5 tabular-nums",
                      active ? "text-primary-foreground/80" : "text-muted-foreground",
                    )}
                  >
                    {(counts.groups.get(group.id) ?? 0).toLocaleString(locale)}
                  </span>
                </button>
                {editable ? (
                  <button
                    type="button"
                    aria-label={t("Edit group {group}", { group: group.name })}
                    onClick={() => setEditingGroup(group)}
                    className="rounded-e-full py-1 ps-1 pe-2.5 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <PencilIcon aria-hidden="true" className="size-3.5" />
                  </button>
                ) : null}
              </span>
            );
          })}
          {editable ? (
            <Button variant="outline" size="sm" onClick={() => setEditingGroup("new")}>
              <PlusIcon aria-hidden="true" />
              {t("New group")}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="me-1 flex items-center gap-1.5 font-sans text-sm font-semibold">
            <HomeIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t("Households")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {households.length === 0
              ? t("None yet: group couples and families to seat them together.")
              : t("{households, number} ({guests, plural, one {# guest} other {# guests}})", {
                  households: households.length,
                  guests: inHouseholds,
                })}
          </p>
          {editable ? (
            <Button variant="outline" size="sm" onClick={() => setNewHousehold(true)}>
              <PlusIcon aria-hidden="true" />
              {t("New household")}
            </Button>
          ) : null}
          {editable && (households.length > 0 || rsvp) ? (
            <Button variant="ghost" size="sm" onClick={() => setManaging(true)}>
              {rsvp ? t("Households and RSVP links") : t("Manage households")}
            </Button>
          ) : null}
        </div>
      </div>
      <GroupDialog
        eventId={eventId}
        group={editingGroup === "new" || editingGroup === null ? undefined : editingGroup}
        open={editingGroup !== null}
        onOpenChange={(open) => !open && setEditingGroup(null)}
      />
      <NameDialog
        open={newHousehold}
        onOpenChange={setNewHousehold}
        title={t("New household")}
        label={t("Household name")}
        submitLabel={t("Create household")}
        onSubmit={async (name) => {
          await addHousehold.mutateAsync({ eventId, input: { name } });
          toast.success(t("Household created"), {
            description: t("Select guests in the list, then Set household."),
          });
        }}
      />
      <HouseholdsDialog
        eventId={eventId}
        households={households}
        counts={counts.households}
        rsvp={rsvp && editable}
        open={managing}
        onOpenChange={setManaging}
        onShowGuests={(household) => onFilters({ ...filters, household })}
      />
    </section>
  );
});
