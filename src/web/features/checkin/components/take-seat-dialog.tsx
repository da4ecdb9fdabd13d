import { ArmchairIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { SearchPicker } from "@/web/components/form/search-picker";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSeatProposal, useTakeSeat } from "../api/walk-ins";
import { usePlaceText } from "./guest-row";

/** For a guest here without a seat: the best free seat (near their household), or the seat of someone who has
 * not come, in one request. */
export function TakeSeatDialog({
  eventId,
  guest,
  list,
  text,
}: {
  eventId: string;
  guest: CheckinGuest;
  list: CheckinList;
  /** The button's words where there is room for more than "Seat" (a message about the guest). */
  text?: string;
}) {
  const t = useT();
  const place = usePlaceText();
  const [open, setOpen] = useState(false);
  const [noShowId, setNoShowId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const take = useTakeSeat(eventId);
  // Proposed for the guest themself: next to their household when it sits somewhere, else the emptiest table.
  const proposal = useSeatProposal(eventId, guest.id, open && !noShowId, list);
  const free = proposal.data?.proposal ?? null;
  const tables = new Map(list.tables.map((table) => [table.id, table]));
  const noShows = list.guests.flatMap((other) =>
    other.arrivedAt === null && other.tableId
      ? [{ id: other.id, name: other.name, hint: place(other, tables.get(other.tableId)) }]
      : [],
  );
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setNoShowId(null);
      setError(null);
    }
  };
  const submit = () => {
    const input = noShowId
      ? { guestId: guest.id, noShowId }
      : free
        ? { guestId: guest.id, seat: { tableId: free.tableId, seatNumber: free.seatNumber } }
        : null;
    if (!input) return;
    take.mutate(input, {
      onSuccess: (result) => {
        const seated = result.guests.find((row) => row.id === guest.id);
        toast.success(
          t("{name} takes {place}", {
            name: guest.name,
            place: seated ? place(seated, tables.get(seated.tableId ?? "")) : "",
          }),
        );
        change(false);
      },
      onError: (failure) => {
        setError(getErrorMessage(failure, t("Could not give the seat")));
        void proposal.refetch();
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="lg"
          className="px-3"
          aria-label={t("Give {name} a seat", { name: guest.name })}
        >
          <ArmchairIcon aria-hidden="true" />
          <span className={text ? undefined : "max-[379px]:sr-only"}>{text ?? t("Seat")}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Give {name} a seat", { name: guest.name })}</DialogTitle>
          <DialogDescription>
            {t("A free seat, or the seat of someone who has not come (who is left without one).")}
          </DialogDescription>
        </DialogHeader>
        <SearchPicker label={t("Seat of")} options={noShows} value={noShowId} onChange={setNoShowId} />
        {noShowId ? null : (
          <p className="rounded-xl bg-muted px-3 py-2 text-base font-semibold" aria-live="polite">
            {free
              ? t("{table}, seat {seat, number}", {
                  table: tables.get(free.tableId)?.name ?? "",
                  seat: free.seatNumber,
                })
              : proposal.isPending
                ? t("Finding a seat…")
                : t("No free seat at any table.")}
          </p>
        )}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button size="lg" disabled={(!noShowId && !free) || take.isPending} onClick={submit}>
            {t("Seat here")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
