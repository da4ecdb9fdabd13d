import { Trash2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { GUEST_STATUSES, type GuestStatus } from "@/shared/constants";
import type { BulkGuestsInput } from "@/shared/guests-bulk";
import type { GuestGroup, Household } from "@/shared/guests-groups";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { useBulkGuests } from "../api/bulk-guests";
import { createHousehold, useGroupingMutation } from "../api/groupings";
import { ConfirmDialog } from "./confirm-dialog";
import { NamedOptions } from "./grouping-options";
import { NameDialog } from "./name-dialog";
import { STATUS_LABELS } from "./status-select";

const plural = (n: number) => (n === 1 ? "1 guest" : `${n.toLocaleString()} guests`);
const NEW_HOUSEHOLD = "__new__";

/** Actions on the selected guests: status, household, groups, removal. Each is one request, all or nothing. */
export function BulkActions({
  eventId,
  selected,
  households,
  groups,
  onClear,
}: {
  eventId: string;
  selected: ReadonlySet<string>;
  households: readonly Household[];
  groups: readonly GuestGroup[];
  onClear: () => void;
}) {
  const bulk = useBulkGuests(eventId);
  const addHousehold = useGroupingMutation(createHousehold);
  const [confirming, setConfirming] = useState(false);
  const [naming, setNaming] = useState(false);
  const guestIds = [...selected];

  const run = async (action: BulkGuestsInput, done: string) => {
    try {
      await bulk.mutateAsync(action);
      toast.success(done);
      if (action.action === "delete") onClear();
    } catch (error) {
      toast.error("Error updating guest", { description: getErrorMessage(error, "Failed to update guest") });
    }
  };

  return (
    <section
      aria-label="Selected guests"
      className="flex flex-col gap-2 rounded-xl border border-lavender-200 bg-lavender-50 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="text-sm font-medium text-lavender-900" aria-live="polite">
        {plural(selected.size)} selected
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <NativeSelect
          aria-label="Set status of selected guests"
          value=""
          disabled={bulk.isPending}
          onChange={(event) => {
            const status = event.target.value as GuestStatus;
            void run(
              { action: "setStatus", guestIds, status },
              `${plural(guestIds.length)} now ${STATUS_LABELS[status].toLowerCase()}`,
            );
          }}
          className="sm:w-40"
        >
          <option value="" disabled>
            Set status…
          </option>
          {GUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Set household of selected guests"
          value=""
          disabled={bulk.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (value === NEW_HOUSEHOLD) return setNaming(true);
            const householdId = value === "none" ? null : value;
            void run(
              { action: "setHousehold", guestIds, householdId },
              householdId ? "Household set" : "Household removed",
            );
          }}
          className="sm:w-44"
        >
          <option value="" disabled>
            Set household…
          </option>
          <option value={NEW_HOUSEHOLD}>New household…</option>
          <option value="none">No household</option>
          <NamedOptions items={households} />
        </NativeSelect>
        <GroupSelect
          label="Add to group"
          groups={groups}
          disabled={bulk.isPending}
          onPick={(groupId) => run({ action: "addToGroup", guestIds, groupId }, "Added to group")}
        />
        <GroupSelect
          label="Remove from group"
          groups={groups}
          disabled={bulk.isPending}
          onPick={(groupId) => run({ action: "removeFromGroup", guestIds, groupId }, "Removed from group")}
        />
      </div>
      <div className="flex gap-2 sm:ml-auto">
        <Button variant="destructive" size="sm" disabled={bulk.isPending} onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Clear selection
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${plural(selected.size)}?`}
        description={
          selected.size === 1
            ? "Are you sure you want to remove this guest?"
            : "Are you sure you want to remove these guests?"
        }
        confirmLabel="Remove"
        busy={bulk.isPending}
        onConfirm={async () => {
          await run(
            { action: "delete", guestIds },
            selected.size === 1 ? "Guest removed" : `${plural(selected.size)} removed`,
          );
          setConfirming(false);
        }}
      />
      <NameDialog
        open={naming}
        onOpenChange={setNaming}
        title="New household"
        label="Household name"
        submitLabel="Create and assign"
        onSubmit={async (name) => {
          const household = await addHousehold.mutateAsync({ eventId, input: { name } });
          await run(
            { action: "setHousehold", guestIds, householdId: household.id },
            `${plural(guestIds.length)} now in ${household.name}`,
          );
        }}
      />
    </section>
  );
}

function GroupSelect({
  label,
  groups,
  disabled,
  onPick,
}: {
  label: string;
  groups: readonly GuestGroup[];
  disabled: boolean;
  onPick: (groupId: string) => void;
}) {
  return (
    <NativeSelect
      aria-label={`${label} (selected guests)`}
      value=""
      disabled={disabled || groups.length === 0}
      onChange={(event) => onPick(event.target.value)}
      className="sm:w-44"
    >
      <option value="" disabled>
        {label}…
      </option>
      <NamedOptions items={groups} />
    </NativeSelect>
  );
}
