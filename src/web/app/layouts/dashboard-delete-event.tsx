import { toast } from "sonner";
import { ConfirmByTypingDialog } from "@/web/components/confirm-by-typing-dialog";
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
  const remove = useDeleteEvent();
  return (
    <ConfirmByTypingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete “{title}”?", { title: event.title })}
      description={t(
        "This deletes the event with its {count, plural, one {# guest} other {# guests}}, its tables, households, groups and guest page. It cannot be undone.",
        { count: event.guests },
      )}
      label={t("Type the event's title to confirm")}
      placeholder={event.title}
      matches={(typed) => typed.trim() === event.title.trim()}
      confirmLabel={t("Delete event")}
      pending={remove.isPending}
      onConfirm={async () => {
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
    />
  );
}
