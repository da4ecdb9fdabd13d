import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useLeaveEvent } from "../api/leave-event";

/** Leave event, for someone who was invited (the creator deletes the event instead): after a yes, the
 * dashboard moves to another of their events. */
export function LeaveEvent({ event }: { event: { id: string; title: string } }) {
  const t = useT();
  const navigate = useNavigate();
  const leave = useLeaveEvent();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await leave.mutateAsync(event.id);
      setOpen(false);
      toast.success(t("You left the event"), {
        description: t("{title} is no longer in your events.", { title: event.title }),
      });
      navigate(paths.dashboard.root);
    } catch (error) {
      toast.error(t("Error leaving the event"), { description: getErrorMessage(error) });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
        {t("Leave event")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("Leave “{title}”?", { title: event.title })}
        description={t(
          "You will no longer see this event. To come back, someone on its team must invite you again.",
        )}
        confirmLabel={leave.isPending ? t("Leaving…") : t("Leave event")}
        busy={leave.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
