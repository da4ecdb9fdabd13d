import { useEffect, useState } from "react";
import { toast } from "sonner";
import { GROUP_IMPORTANCES, type GroupImportance, type GuestGroup } from "@/shared/guests-groups";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, useT } from "@/web/lib/i18n";
import { createGroup, deleteGroup, updateGroup, useGroupingMutation } from "../api/groupings";
import { NameDialog } from "./name-dialog";

const IMPORTANCE_LABELS: Record<GroupImportance, string> = {
  low: msg("Low: seat them together if it is easy"),
  normal: msg("Normal"),
  high: msg("High: keep them together"),
};

/** Creates a group, or renames and re-weighs one (with a way to delete it). */
export function GroupDialog({
  eventId,
  group,
  open,
  onOpenChange,
}: {
  eventId: string;
  /** The group to edit; absent to create one. */
  group?: GuestGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [importance, setImportance] = useState<GroupImportance>(group?.importance ?? "normal");
  const [deleting, setDeleting] = useState(false);
  const create = useGroupingMutation(createGroup);
  const update = useGroupingMutation(updateGroup);
  const remove = useGroupingMutation(deleteGroup);
  useEffect(() => {
    if (open) setImportance(group?.importance ?? "normal");
  }, [open, group]);

  return (
    <>
      <NameDialog
        open={open}
        onOpenChange={onOpenChange}
        title={group ? t("Edit group") : t("New group")}
        label={t("Group name")}
        submitLabel={group ? t("Save") : t("Create group")}
        initial={group?.name ?? ""}
        onSubmit={async (name) => {
          if (group) await update.mutateAsync({ eventId, groupId: group.id, input: { name, importance } });
          else await create.mutateAsync({ eventId, input: { name, importance } });
          toast.success(group ? t("Group saved") : t("Group created"));
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="group-importance">{t("Importance for seating")}</Label>
          <NativeSelect
            id="group-importance"
            value={importance}
            onChange={(event) => setImportance(event.target.value as GroupImportance)}
          >
            {GROUP_IMPORTANCES.map((value) => (
              <option key={value} value={value}>
                {t(IMPORTANCE_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        </div>
        {group ? (
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="self-start rounded-sm text-sm text-destructive underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t("Delete this group")}
          </button>
        ) : null}
      </NameDialog>
      {group ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t("Delete “{name}”?", { name: group.name })}
          description={t("Its guests stay on your list; they are only taken out of this group.")}
          confirmLabel={t("Delete group")}
          busy={remove.isPending}
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ eventId, groupId: group.id });
              toast.success(t("Group deleted"));
              setDeleting(false);
              onOpenChange(false);
            } catch (error) {
              toast.error(t("Failed to delete group"), { description: getErrorMessage(error) });
            }
          }}
        />
      ) : null}
    </>
  );
}
