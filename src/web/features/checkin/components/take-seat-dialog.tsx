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
import { useTakeSeat } from "../api/walk-ins";
import { usePlaceText } from "./guest-row";

/** For a guest here without a seat: the seat of someone who has not come, in one request. */
export function TakeSeatDialog({
  eventId,
  guest,
  list,
}: {
  eventId: string;
  guest: CheckinGuest;
  list: CheckinList;
}) {
  const t = useT();
  const place = usePlaceText();
  const [open, setOpen] = useState(false);
  const [noShowId, setNoShowId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const take = useTakeSeat(eventId);
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
    if (!noShowId) return;
    take.mutate(
      { guestId: guest.id, noShowId },
      {
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
        onError: (failure) => setError(getErrorMessage(failure, t("Could not give the seat"))),
      },
    );
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
          <span className="max-[379px]:sr-only">{t("Seat")}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Give {name} a seat", { name: guest.name })}</DialogTitle>
          <DialogDescription>
            {t("The seat of someone who has not come; they are left without one.")}
          </DialogDescription>
        </DialogHeader>
        <SearchPicker label={t("Seat of")} options={noShows} value={noShowId} onChange={setNoShowId} />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button size="lg" disabled={!noShowId || take.isPending} onClick={submit}>
            {t("Seat here")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
