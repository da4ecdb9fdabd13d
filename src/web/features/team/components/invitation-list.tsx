import { useState } from "react";
import { toast } from "sonner";
import { INVITATION_DAYS, type TeamInvitation } from "@/shared/team";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { InvitationRow } from "./invitation-row";

/** Invitations not yet accepted, expired ones included (they can be sent again). */
export function InvitationList({
  eventId,
  invitations,
  canManage,
}: {
  eventId: string;
  invitations: TeamInvitation[];
  canManage: boolean;
}) {
  const t = useT();
  const revoke = useRevokeInvitation(eventId);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(t("Invitation revoked"), {
        description: t("The link sent to {email} no longer works.", { email: revoking.email }),
      });
      setRevoking(null);
    } catch (error) {
      toast.error(t("Error revoking the invitation"), { description: getErrorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Pending invitations")}</CardTitle>
        <CardDescription>
          {t("An invitation's link works once, for {days} days.", { days: INVITATION_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("No pending invitations.")}</p>
        ) : (
          <ul aria-label={t("Pending invitations")} className="flex flex-col divide-y">
            {invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                eventId={eventId}
                invitation={invitation}
                canManage={canManage}
                onRevoke={setRevoking}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t("Revoke this invitation?")}
        description={t("The link sent to {email} will stop working.", { email: revoking?.email ?? "" })}
        confirmLabel={revoke.isPending ? t("Revoking…") : t("Revoke")}
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
      />
    </Card>
  );
}
