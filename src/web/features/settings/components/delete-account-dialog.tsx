import { useNavigate } from "react-router";
import { toast } from "sonner";
import { confirmsDeletion } from "@/shared/account-data";
import { ConfirmByTypingDialog } from "@/web/components/confirm-by-typing-dialog";
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
  const navigate = useNavigate();
  const email = useMe().data?.email ?? "";
  const resetSession = useResetSession();
  const remove = useDeleteAccount();
  return (
    <ConfirmByTypingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Delete your account?")}
      description={t(
        "Your account, and every event you are the last co-owner of with its guests, tables, images and history, are deleted for good. Events you share stay with their other co-owners. Download your data first if you want to keep a copy.",
      )}
      label={t("Type your e-mail address ({email}) to confirm", { email })}
      placeholder={email}
      matches={(typed) => email !== "" && confirmsDeletion(typed, email)}
      confirmLabel={t("Delete my account")}
      pending={remove.isPending}
      onConfirm={async (typed) => {
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
    />
  );
}
