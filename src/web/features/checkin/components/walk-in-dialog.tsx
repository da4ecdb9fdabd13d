import { UserPlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import type { CheckinList, SeatProposalReason, WalkInInput } from "@/shared/checkin";
import { GUEST_LIMITS } from "@/shared/guests";
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
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, useT } from "@/web/lib/i18n";
import { useAddWalkIn, useSeatProposal } from "../api/walk-ins";
import { usePlaceText } from "./guest-row";

const REASONS: Record<SeatProposalReason, string> = {
  companion: msg("Next to the guest they came with"),
  household: msg("With their household"),
  group: msg("With their group"),
  emptiest: msg("At the emptiest table"),
};

/**
 * Add walk-in: a name, optionally whom they came with; the best free seat is proposed and taken in one tap —
 * or the seat of someone who has not come, who is unseated in the same request.
 */
export function WalkInDialog({ eventId, list }: { eventId: string; list: CheckinList }) {
  const t = useT();
  const nameId = useId();
  const place = usePlaceText();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [withGuestId, setWithGuestId] = useState<string | null>(null);
  const [noShowId, setNoShowId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const proposal = useSeatProposal(eventId, withGuestId, open, list);
  const add = useAddWalkIn(eventId);
  const tables = new Map(list.tables.map((table) => [table.id, table]));
  const noShows = list.guests.flatMap((guest) =>
    guest.arrivedAt === null && guest.tableId
      ? [{ id: guest.id, name: guest.name, hint: place(guest, tables.get(guest.tableId)) }]
      : [],
  );
  const noShow = noShowId ? list.guests.find((guest) => guest.id === noShowId && guest.tableId) : undefined;
  const seat = proposal.data?.proposal ?? null;
  const seatText = noShow
    ? place(noShow, tables.get(noShow.tableId!))
    : seat
      ? t("{table}, seat {seat, number}", {
          table: tables.get(seat.tableId)?.name ?? "",
          seat: seat.seatNumber,
        })
      : null;

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName("");
      setWithGuestId(null);
      setNoShowId(null);
      setError(null);
    }
  };
  const submit = (withSeat: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!name.trim()) return setError(t("Guest name is required"));
    setError(null);
    const input: WalkInInput = !withSeat
      ? { name, withGuestId, seat: null }
      : noShow
        ? { name, withGuestId, noShowId: noShow.id }
        : { name, withGuestId, seat: seat ? { tableId: seat.tableId, seatNumber: seat.seatNumber } : null };
    add.mutate(input, {
      onSuccess: ({ guest }) => {
        const table = guest.tableId ? tables.get(guest.tableId) : undefined;
        toast.success(
          table && guest.seatNumber
            ? t("{name} added at {table}, seat {seat, number}", {
                name: guest.name,
                table: table.name,
                seat: guest.seatNumber,
              })
            : t("{name} added without a seat", { name: guest.name }),
        );
        reset(false);
      },
      onError: (failure) => {
        setError(getErrorMessage(failure, t("Could not add the walk-in")));
        void proposal.refetch();
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="px-4">
          <UserPlusIcon aria-hidden="true" />
          {t("Add walk-in")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Add walk-in")}</DialogTitle>
          <DialogDescription>{t("Someone at the door who is not on the list.")}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={submit(true)} noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>{t("Name")}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={GUEST_LIMITS.name}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <SearchPicker
            label={t("Came with (optional)")}
            options={list.guests.map((guest) => ({
              id: guest.id,
              name: guest.name,
              hint: guest.householdName ?? undefined,
            }))}
            value={withGuestId}
            onChange={setWithGuestId}
          />
          <SearchPicker
            label={t("Or the seat of someone who has not come (optional)")}
            options={noShows}
            value={noShowId}
            onChange={setNoShowId}
          />
          <div className="rounded-xl bg-muted px-3 py-2 text-sm" aria-live="polite">
            {seatText ? (
              <>
                <span className="block text-base font-semibold">{seatText}</span>
                <span className="text-muted-foreground">
                  {noShow
                    ? t("In the seat of {guest}, who has not come", { guest: noShow.name })
                    : seat
                      ? t(REASONS[seat.reason])
                      : null}
                </span>
              </>
            ) : proposal.isPending ? (
              t("Finding a seat…")
            ) : (
              t("No free seat at any table.")
            )}
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" disabled={add.isPending} onClick={() => submit(false)()}>
              {t("Add without a seat")}
            </Button>
            <Button type="submit" size="lg" disabled={add.isPending || !seatText}>
              {t("Seat here")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
