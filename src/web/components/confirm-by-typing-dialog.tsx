import { type ReactNode, useEffect, useId, useState } from "react";
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
import { useT } from "@/web/lib/i18n";

/**
 * A deletion that cannot be undone, confirmed by typing what `matches` accepts (an event's title, the
 * account's e-mail address). The texts come translated; the field is emptied each time the dialog opens.
 */
export function ConfirmByTypingDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  matches,
  confirmLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  placeholder: string;
  matches: (typed: string) => boolean;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (typed: string) => Promise<void>;
}) {
  const t = useT();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  useEffect(() => {
    if (open) setTyped("");
  }, [open]);
  const confirmed = matches(typed);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            if (confirmed) void onConfirm(typed);
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{label}</Label>
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              placeholder={placeholder}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
              {pending ? t("Deleting…") : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
