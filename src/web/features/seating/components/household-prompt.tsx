import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";

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
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Move the whole household?</DialogTitle>
          <DialogDescription>
            {guestName} belongs to {household} ({count} guests). Move all of them to {destination}?
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onOne}>
            Only {guestName}
          </Button>
          <Button autoFocus onClick={onAll}>
            Move all {count}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
