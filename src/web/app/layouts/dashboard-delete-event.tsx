import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { getErrorMessage } from "@/web/lib/api-client";
import { useDeleteEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";

/** Deleting an event takes its guests, tables and page with it, so the owner types its title to confirm. */
export function DeleteEventDialog({
  event,
  open,
  onOpenChange,
  onDeleted,
}: {
  event: { id: string; title: string; guests: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const remove = useDeleteEvent();
  useEffect(() => {
    if (open) setTyped("");
  }, [open]);
  const matches = typed.trim() === event.title.trim();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Delete “{title}”?", { title: event.title })}</DialogTitle>
          <DialogDescription>
            {t(
              "This deletes the event with its {count, plural, one {# guest} other {# guests}}, its tables, households, groups and guest page. It cannot be undone.",
              { count: event.guests },
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (submitted) => {
            submitted.preventDefault();
            if (!matches) return;
            try {
              await remove.mutateAsync(event.id);
              toast.success(t("Event deleted"), {
                description: t("{title} has been deleted.", { title: event.title }),
              });
              onOpenChange(false);
              onDeleted();
            } catch (error) {
              toast.error(t("Error deleting event"), { description: getErrorMessage(error) });
            }
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{t("Type the event's title to confirm")}</Label>
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              placeholder={event.title}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? t("Deleting…") : t("Delete event")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
