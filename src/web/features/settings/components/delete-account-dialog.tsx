import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { confirmsDeletion } from "@/shared/account-data";
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
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useMe, useResetSession } from "@/web/lib/session";
import { useDeleteAccount } from "../api/delete-account";

/** Deleting the account cannot be undone, so the person types their e-mail address to confirm. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const inputId = useId();
  const navigate = useNavigate();
  const me = useMe().data;
  const resetSession = useResetSession();
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  useEffect(() => {
    if (open) setTyped("");
  }, [open]);
  const email = me?.email ?? "";
  const matches = email !== "" && confirmsDeletion(typed, email);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Delete your account?")}</DialogTitle>
          <DialogDescription>
            {t(
              "Your account, and every event you are the last co-owner of with its guests, tables, images and history, are deleted for good. Events you share stay with their other co-owners. Download your data first if you want to keep a copy.",
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
              await remove.mutateAsync({ confirmation: typed });
              onOpenChange(false);
              await navigate(paths.home);
              toast.success(t("Account deleted"), {
                description: t("Your account and your events have been deleted."),
              });
              await resetSession();
            } catch (error) {
              toast.error(t("Error deleting account"), { description: getErrorMessage(error) });
            }
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{t("Type your e-mail address ({email}) to confirm", { email })}</Label>
            <Input
              id={inputId}
              value={typed}
              type="email"
              autoComplete="off"
              placeholder={email}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? t("Deleting…") : t("Delete my account")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
