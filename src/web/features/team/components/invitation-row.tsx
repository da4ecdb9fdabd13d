import { MailIcon, RotateCwIcon, XIcon } from "lucide-react";
import { toast } from "sonner";
import { ROLE_NAMES } from "@/shared/roles";
import { INVITATION_DAYS, type TeamInvitation } from "@/shared/team";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatDay } from "@/web/lib/format-date";
import { useT } from "@/web/lib/i18n";
import { useResendInvitation } from "../api/resend-invitation";

/** An invitation waiting for an answer: to whom, which role, until when; Resend and Revoke for whoever
 * manages the team. */
export function InvitationRow({
  eventId,
  invitation,
  canManage,
  onRevoke,
}: {
  eventId: string;
  invitation: TeamInvitation;
  canManage: boolean;
  onRevoke: (invitation: TeamInvitation) => void;
}) {
  const t = useT();
  const resend = useResendInvitation(eventId);

  const onResend = async () => {
    try {
      await resend.mutateAsync(invitation.id);
      toast.success(t("Invitation sent again"), {
        description: t("{email} has a new link, valid for {days} days.", {
          email: invitation.email,
          days: INVITATION_DAYS,
        }),
      });
    } catch (error) {
      toast.error(t("Error sending the invitation"), { description: getErrorMessage(error) });
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
        <span className="flex items-center gap-2 self-start font-medium break-all" dir="ltr">
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {invitation.email}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t(ROLE_NAMES[invitation.role])}
          {" · "}
          {invitation.expired ? (
            <Badge variant="warning">{t("Expired")}</Badge>
          ) : (
            t("Expires {date}", { date: formatDay(invitation.expiresAt) })
          )}
        </span>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            aria-label={t("Resend the invitation to {email}", { email: invitation.email })}
            onClick={() => void onResend()}
          >
            <RotateCwIcon aria-hidden="true" />
            {resend.isPending ? t("Sending…") : t("Resend")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("Revoke the invitation to {email}", { email: invitation.email })}
            onClick={() => onRevoke(invitation)}
          >
            <XIcon aria-hidden="true" />
            {t("Revoke")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
