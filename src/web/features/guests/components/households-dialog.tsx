import { PencilIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import type { Household } from "@/shared/guests-groups";
import { foldForSearch } from "@/shared/text-search";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { getErrorMessage } from "@/web/lib/api-client";
import { useLocale, useT } from "@/web/lib/i18n";
import { deleteHousehold, renameHousehold, useGroupingMutation } from "../api/groupings";
import { NameDialog } from "./name-dialog";

/** Shown at once; a list of thousands is searched rather than scrolled. */
const SHOWN = 100;

/** Every household with its guest count: find, rename, delete, or show its guests. */
export function HouseholdsDialog({
  eventId,
  households,
  counts,
  open,
  onOpenChange,
  onShowGuests,
}: {
  eventId: string;
  households: readonly Household[];
  counts: ReadonlyMap<string, number>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShowGuests: (householdId: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const [renaming, setRenaming] = useState<Household | null>(null);
  const [deleting, setDeleting] = useState<Household | null>(null);
  const rename = useGroupingMutation(renameHousehold);
  const remove = useGroupingMutation(deleteHousehold);
  const matches = useMemo(() => {
    const needle = foldForSearch(query);
    return needle
      ? households.filter((household) => foldForSearch(household.name).includes(needle))
      : households;
  }, [households, query]);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{t("Households")}</DialogTitle>
            <DialogDescription>
              {t("People who sit together: a couple, a family, a guest and their +1.")}
            </DialogDescription>
          </DialogHeader>
          <Input
            type="search"
            aria-label={t("Search households")}
            placeholder={t("Search households...")}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {matches.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              {households.length === 0 ? t("No households yet.") : t("No households match.")}
            </p>
          ) : (
            <ul className="-mx-2 flex max-h-80 flex-col overflow-y-auto">
              {matches.slice(0, SHOWN).map((household) => (
                <li
                  key={household.id}
                  className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-muted"
                >
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate rounded-sm text-start text-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => {
                      onShowGuests(household.id);
                      onOpenChange(false);
                    }}
                  >
                    <bdi>{household.name}</bdi>
                    <span className="ms-2 text-muted-foreground">
                      {(counts.get(household.id) ?? 0).toLocaleString(locale)}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("Rename {name}", { name: household.name })}
                    onClick={() => setRenaming(household)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("Delete {name}", { name: household.name })}
                    onClick={() => setDeleting(household)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {matches.length > SHOWN ? (
            <p className="text-xs text-muted-foreground">
              {t("Showing {shown, number} of {total, number}: search to find the others.", {
                shown: SHOWN,
                total: matches.length,
              })}
            </p>
          ) : null}
        </DialogContent>
      </Dialog>
      <NameDialog
        open={renaming !== null}
        onOpenChange={(next) => !next && setRenaming(null)}
        title={t("Rename household")}
        label={t("Household name")}
        submitLabel={t("Save")}
        initial={renaming?.name ?? ""}
        onSubmit={async (name) => {
          if (!renaming) return;
          await rename.mutateAsync({ eventId, householdId: renaming.id, input: { name } });
          toast.success(t("Household renamed"));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t("Delete “{name}”?", { name: deleting?.name ?? "" })}
        description={t("Its guests stay on your list, without a household.")}
        confirmLabel={t("Delete household")}
        busy={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ eventId, householdId: deleting.id });
            toast.success(t("Household deleted"));
            setDeleting(null);
          } catch (error) {
            toast.error(t("Failed to delete household"), { description: getErrorMessage(error) });
          }
        }}
      />
    </>
  );
}
