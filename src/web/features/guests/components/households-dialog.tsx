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
import { cn } from "@/web/lib/utils";
import { deleteHousehold, renameHousehold, useGroupingMutation } from "../api/groupings";
import { useRsvpLinks } from "../api/rsvp-links";
import { NameDialog } from "./name-dialog";
import { RsvpLinkControls } from "./rsvp-link-controls";

/** Shown at once; a list of thousands is searched rather than scrolled. */
const SHOWN = 100;

/** Every household with its guest count: find, rename, delete, or show its guests. While the event collects
 * RSVPs, each invitation's link and plus-ones too: every household's, then every guest's in none. */
export function HouseholdsDialog({
  eventId,
  households,
  counts,
  rsvp,
  open,
  onOpenChange,
  onShowGuests,
}: {
  eventId: string;
  households: readonly Household[];
  counts: ReadonlyMap<string, number>;
  rsvp: boolean;
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
  const links = useRsvpLinks(eventId, open && rsvp);
  const needle = foldForSearch(query);
  const matches = useMemo(
    () =>
      needle ? households.filter((household) => foldForSearch(household.name).includes(needle)) : households,
    [households, needle],
  );
  const linkOf = useMemo(
    () => new Map((links.data ?? []).map((link) => [`${link.kind}:${link.id}`, link])),
    [links.data],
  );
  const soloGuests = useMemo(
    () =>
      (links.data ?? []).filter(
        (link) => link.kind === "guest" && (!needle || foldForSearch(link.name).includes(needle)),
      ),
    [links.data, needle],
  );

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className={rsvp ? "max-w-2xl" : "max-w-lg"}>
          <DialogHeader>
            <DialogTitle>{rsvp ? t("Households and RSVP links") : t("Households")}</DialogTitle>
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
          {rsvp && links.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(links.error, t("Could not load the RSVP links"))}
            </p>
          ) : null}
          <div className="-mx-2 flex max-h-[60vh] flex-col overflow-y-auto">
            {matches.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                {households.length === 0 ? t("No households yet.") : t("No households match.")}
              </p>
            ) : (
              <ul aria-label={t("Households")} className={cn("flex flex-col", rsvp && "gap-2")}>
                {matches.slice(0, SHOWN).map((household) => {
                  const link = linkOf.get(`household:${household.id}`);
                  return (
                    <li
                      key={household.id}
                      className="flex flex-col gap-1 rounded-lg px-2 py-1.5 hover:bg-muted"
                    >
                      <div className="flex items-center gap-2">
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
                      </div>
                      {link ? <RsvpLinkControls eventId={eventId} link={link} /> : null}
                    </li>
                  );
                })}
              </ul>
            )}
            {rsvp && soloGuests.length > 0 ? (
              <section aria-labelledby="rsvp-solo-guests" className="mt-3 flex flex-col gap-1">
                <h3 id="rsvp-solo-guests" className="px-2 font-sans text-sm font-semibold">
                  {t("Guests in no household")}
                </h3>
                <ul className="flex flex-col">
                  {soloGuests.slice(0, SHOWN).map((link) => (
                    <li key={link.id} className="flex flex-col gap-1 rounded-lg px-2 py-1.5 hover:bg-muted">
                      <bdi className="text-sm">{link.name}</bdi>
                      <RsvpLinkControls eventId={eventId} link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          {matches.length > SHOWN || soloGuests.length > SHOWN ? (
            <p className="text-xs text-muted-foreground">
              {t("Showing {shown, number} of {total, number}: search to find the others.", {
                shown: SHOWN,
                total: Math.max(matches.length, soloGuests.length),
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
