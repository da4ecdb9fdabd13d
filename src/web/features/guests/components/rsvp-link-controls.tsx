import { RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MAX_PLUS_ONES, type RsvpLink, rsvpPath } from "@/shared/rsvp";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { CopyLink } from "@/web/components/copy-link";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { useLocale, useT } from "@/web/lib/i18n";
import { regenerateRsvpLink, setPlusOnes, useRsvpLinkMutation } from "../api/rsvp-links";

const PLUS_ONES = Array.from({ length: MAX_PLUS_ONES + 1 }, (_, count) => count);

/** One invitation's RSVP link (copy, replace) and, for a household, how many plus-ones it may name. */
export function RsvpLinkControls({ eventId, link }: { eventId: string; link: RsvpLink }) {
  const t = useT();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRsvpLinkMutation(regenerateRsvpLink);
  const plusOnes = useRsvpLinkMutation(setPlusOnes);
  const fieldId = `rsvp-link-${link.kind}-${link.id}`;
  // i18n-ignore
  const plusOnesId = `${fieldId}-plus-ones`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex min-w-0 grow basis-full sm:basis-64">
        {link.code ? (
          <CopyLink
            id={fieldId}
            label={t("RSVP link of {name}", { name: link.name })}
            link={`${window.location.origin}${rsvpPath(eventId, link.code)}`}
            hideLabel
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("No link yet")}</p>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={t("New RSVP link for {name}", { name: link.name })}
        onClick={() => (link.code ? setConfirming(true) : void make())}
        disabled={regenerate.isPending}
      >
        <RefreshCwIcon aria-hidden="true" />
        {t("New link")}
      </Button>
      {link.kind === "household" ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={plusOnesId} className="text-sm font-normal text-muted-foreground">
            {t("Plus-ones allowed")}
          </Label>
          <NativeSelect
            id={plusOnesId}
            className="w-20"
            value={link.plusOnes}
            disabled={plusOnes.isPending}
            onChange={async (event) => {
              const count = Number(event.target.value);
              try {
                await plusOnes.mutateAsync({ eventId, householdId: link.id, plusOnes: count });
                toast.success(
                  t(
                    "{name} may bring {count, plural, =0 {no plus-ones} one {# plus-one} other {# plus-ones}}",
                    {
                      name: link.name,
                      count,
                    },
                  ),
                );
              } catch (error) {
                toast.error(t("Could not change the plus-ones"), { description: getErrorMessage(error) });
              }
            }}
          >
            {PLUS_ONES.map((count) => (
              <option key={count} value={count}>
                {count.toLocaleString(locale)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("New RSVP link for {name}?", { name: link.name })}
        description={t("The old link stops working: send the new one to {name}.", { name: link.name })}
        confirmLabel={t("Make a new link")}
        busy={regenerate.isPending}
        onConfirm={async () => {
          if (await make()) setConfirming(false);
        }}
      />
    </div>
  );

  async function make() {
    try {
      await regenerate.mutateAsync({ eventId, kind: link.kind, id: link.id });
      toast.success(t("New link made"));
      return true;
    } catch (error) {
      toast.error(t("Could not make a new link"), { description: getErrorMessage(error) });
      return false;
    }
  }
}
