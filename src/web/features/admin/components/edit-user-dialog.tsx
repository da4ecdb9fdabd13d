import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ADMIN_USER_MESSAGES, type AdminUser, type UserRole } from "@/shared/admin";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { meQueryOptions } from "@/web/lib/session";
import { useUpdateUser } from "../api/users";
import { RoleChoice } from "./role-choice";

/** Edit: the role (user or admin) and the ban. The server keeps the last admin; its refusal shows here. */
export function EditUserDialog({
  user,
  currentUserId,
  onClose,
}: {
  user: AdminUser;
  currentUserId: string;
  onClose: () => void;
}) {
  const t = useT();
  const [role, setRole] = useState<UserRole>(user.isAdmin ? "admin" : "user");
  const [banned, setBanned] = useState(user.banned);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  const self = user.id === currentUserId;
  const roleChanged = role !== (user.isAdmin ? "admin" : "user");
  const changed = roleChanged || banned !== user.banned;

  const save = async () => {
    setFailure(null);
    try {
      await update.mutateAsync({
        userId: user.id,
        changes: { ...(roleChanged ? { role } : {}), ...(banned !== user.banned ? { banned } : {}) },
      });
      toast.success(t("User updated"), { description: user.email });
      onClose();
      // Giving up one's own admin role ends one's access: the shell's guard takes over from here.
      if (self && roleChanged) await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    } catch (error) {
      setFailure(getErrorMessage(error, t("Failed to update user")));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Edit User")}</DialogTitle>
          <DialogDescription className="break-all">
            {user.name ? `${user.name} · ` : ""}
            {user.email}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (changed) void save();
            else onClose();
          }}
        >
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <RoleChoice value={role} onChange={setRole} />
          <div className="flex items-start justify-between gap-4 rounded-xl border p-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor="edit-user-banned">{t("Banned")}</Label>
              <p id="edit-user-banned-hint" className="text-xs text-muted-foreground">
                {self ? t(ADMIN_USER_MESSAGES.selfBan) : t("A banned user is signed out and cannot sign in.")}
              </p>
            </div>
            <Switch
              id="edit-user-banned"
              aria-describedby="edit-user-banned-hint"
              checked={banned}
              disabled={self}
              onCheckedChange={setBanned}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("Saving...") : t("Save changes")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
