import { Trash2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { GUEST_STATUSES, type GuestStatus } from "@/shared/constants";
import type { BulkGuestsInput } from "@/shared/guests-bulk";
import type { GuestGroup, Household } from "@/shared/guests-groups";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, useT } from "@/web/lib/i18n";
import { useAfterFirstPaint } from "@/web/lib/use-after-first-paint";
import { useBulkGuests } from "../api/bulk-guests";
import { createHousehold, useGroupingMutation } from "../api/groupings";
import { NamedOptions } from "./grouping-options";
import { NameDialog } from "./name-dialog";
import { STATUS_LABELS } from "./status-select";

const NEW_HOUSEHOLD = "__new__";
/** As wide as its longest line (a language's longer words are not cut), within bounds. */
const BULK_SELECT = "sm:w-auto sm:max-w-60 sm:min-w-40";

/** What a status change says when it is done, per status (translated with the count). */
const STATUS_DONE: Record<GuestStatus, string> = {
  invited: msg("{count, plural, one {# guest now invited} other {# guests now invited}}"),
  confirmed: msg("{count, plural, one {# guest now confirmed} other {# guests now confirmed}}"),
  declined: msg("{count, plural, one {# guest now declined} other {# guests now declined}}"),
};

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
  const t = useT();
  const bulk = useBulkGuests(eventId);
  const addHousehold = useGroupingMutation(createHousehold);
  const [confirming, setConfirming] = useState(false);
  const [naming, setNaming] = useState(false);
  const guestIds = [...selected];
  // The bar appears with the first selected guest: its household and group lists (hundreds of options at
  // 3,000 guests) come just after that frame.
  const painted = useAfterFirstPaint();

  const run = async (action: BulkGuestsInput, done: string) => {
    try {
      await bulk.mutateAsync(action);
      toast.success(done);
      if (action.action === "delete") onClear();
    } catch (error) {
      toast.error(t("Error updating guest"), {
        description: getErrorMessage(error, t("Failed to update guest")),
      });
    }
  };

  return (
    <section
      aria-label={t("Selected guests")}
      className="flex flex-col gap-2 rounded-xl border border-lavender-200 bg-lavender-50 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="text-sm font-medium text-lavender-900" aria-live="polite">
        {t("{count, plural, one {# guest selected} other {# guests selected}}", { count: selected.size })}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <NativeSelect
          aria-label={t("Set status of selected guests")}
          value=""
          disabled={bulk.isPending}
          onChange={(event) => {
            const status = event.target.value as GuestStatus;
            void run(
              { action: "setStatus", guestIds, status },
              t(STATUS_DONE[status], { count: guestIds.length }),
            );
          }}
          className={BULK_SELECT}
        >
          <option value="" disabled>
            {t("Set status…")}
          </option>
          {GUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t("Set household of selected guests")}
          value=""
          disabled={bulk.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (value === NEW_HOUSEHOLD) return setNaming(true);
            const householdId = value === "none" ? null : value;
            void run(
              { action: "setHousehold", guestIds, householdId },
              householdId ? t("Household set") : t("Household removed"),
            );
          }}
          className={BULK_SELECT}
        >
          <option value="" disabled>
            {t("Set household…")}
          </option>
          <option value={NEW_HOUSEHOLD}>{t("New household…")}</option>
          <option value="none">{t("No household")}</option>
          {painted ? <NamedOptions items={households} /> : null}
        </NativeSelect>
        <GroupSelect
          label={t("Add to group…")}
          ariaLabel={t("Add to group (selected guests)")}
          groups={groups}
          listed={painted}
          disabled={bulk.isPending}
          onPick={(groupId) => run({ action: "addToGroup", guestIds, groupId }, t("Added to group"))}
        />
        <GroupSelect
          label={t("Remove from group…")}
          ariaLabel={t("Remove from group (selected guests)")}
          groups={groups}
          listed={painted}
          disabled={bulk.isPending}
          onPick={(groupId) => run({ action: "removeFromGroup", guestIds, groupId }, t("Removed from group"))}
        />
      </div>
      <div className="flex gap-2 sm:ms-auto">
        <Button variant="destructive" size="sm" disabled={bulk.isPending} onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" />
          {t("Remove")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <XIcon aria-hidden="true" />
          {t("Clear selection")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("{count, plural, one {Remove # guest?} other {Remove # guests?}}", { count: selected.size })}
        description={
          selected.size === 1
            ? t("Are you sure you want to remove this guest?")
            : t("Are you sure you want to remove these guests?")
        }
        confirmLabel={t("Remove")}
        busy={bulk.isPending}
        onConfirm={async () => {
          await run(
            { action: "delete", guestIds },
            selected.size === 1
              ? t("Guest removed")
              : t("{count, plural, one {# guest removed} other {# guests removed}}", {
                  count: selected.size,
                }),
          );
          setConfirming(false);
        }}
      />
      <NameDialog
        open={naming}
        onOpenChange={setNaming}
        title={t("New household")}
        label={t("Household name")}
        submitLabel={t("Create and assign")}
        onSubmit={async (name) => {
          const household = await addHousehold.mutateAsync({ eventId, input: { name } });
          await run(
            { action: "setHousehold", guestIds, householdId: household.id },
            t("{count, plural, one {# guest now in {household}} other {# guests now in {household}}}", {
              count: guestIds.length,
              household: household.name,
            }),
          );
        }}
      />
    </section>
  );
}

function GroupSelect({
  label,
  ariaLabel,
  groups,
  listed,
  disabled,
  onPick,
}: {
  /** The select's first line, "Add to group…". */
  label: string;
  ariaLabel: string;
  groups: readonly GuestGroup[];
  /** False for the bar's first frame: the select holds its first line alone. */
  listed: boolean;
  disabled: boolean;
  onPick: (groupId: string) => void;
}) {
  return (
    <NativeSelect
      aria-label={ariaLabel}
      value=""
      disabled={disabled || groups.length === 0}
      onChange={(event) => onPick(event.target.value)}
      className={BULK_SELECT}
    >
      <option value="" disabled>
        {label}
      </option>
      {listed ? <NamedOptions items={groups} /> : null}
    </NativeSelect>
  );
}
