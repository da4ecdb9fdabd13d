import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";

/** Asked when one member of a household is dragged: the household moves as a unit unless the owner says
 * only this guest. */
export function HouseholdPrompt({
  guestName,
  household,
  count,
  destination,
  onAll,
  onOne,
  onCancel,
}: {
  guestName: string;
  household: string;
  count: number;
  destination: string;
  onAll: () => void;
  onOne: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Move the whole household?")}</DialogTitle>
          <DialogDescription>
            {t(
              "{count, plural, one {{guest} belongs to {household} (# guest). Move them to {destination}?} other {{guest} belongs to {household} (# guests). Move all of them to {destination}?}}",
              { guest: guestName, household, count, destination },
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onOne}>
            {t("Only {guest}", { guest: guestName })}
          </Button>
          <Button autoFocus onClick={onAll}>
            {t("Move all {count}", { count })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
