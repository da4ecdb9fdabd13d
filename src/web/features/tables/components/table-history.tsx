import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { LazyRowHistory } from "@/web/components/history/lazy-row-history";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";

/** A saved table's own history, in a dialog: loaded when opened, never with the list. */
export function TableHistoryButton({ tableId, name }: { tableId: string; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const eventId = useCurrentEvent().data?.event.id;
  const canRead = useCan("history.read");
  if (!canRead || !eventId) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("History of {table}", { table: name })}
        title={t("History")}
        className="text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        <HistoryIcon aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{t("History of {table}", { table: name })}</DialogTitle>
            <DialogDescription>{t("Every change to this table, newest first.")}</DialogDescription>
          </DialogHeader>
          <div className="max-h-[60dvh] overflow-y-auto pe-1">
            {open ? <LazyRowHistory eventId={eventId} tableId={tableId} /> : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
