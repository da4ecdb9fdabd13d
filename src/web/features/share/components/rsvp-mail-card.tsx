import { useQuery } from "@tanstack/react-query";
import { MailIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { RSVP_MAIL_MESSAGES, type RsvpMailKind } from "@/shared/rsvp";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { rsvpSettingsQueryOptions } from "@/web/lib/rsvp-queries";
import { useRsvpMailStatus, useSendRsvpMail } from "../api/rsvp-mail";

/** Invite by e-mail: each household that has not answered gets its own RSVP link (an invitation, later a
 * reminder); shown to the roles that edit guests. */
export function RsvpMailCard({ eventId }: { eventId: string }) {
  const t = useT();
  const canSend = useCan("guests.write");
  const settings = useQuery({ ...rsvpSettingsQueryOptions(eventId), enabled: canSend });
  const collecting = settings.data?.enabled === true;
  const status = useRsvpMailStatus(eventId, canSend && collecting);
  const send = useSendRsvpMail(eventId);
  const [confirming, setConfirming] = useState<RsvpMailKind | null>(null);
  if (!canSend || !settings.data) return null;

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      const result = await send.mutateAsync(confirming);
      toast.success(t("{count, plural, one {# e-mail sent} other {# e-mails sent}}", { count: result.sent }));
    } catch (error) {
      toast.error(getErrorMessage(error, t("Could not send the e-mails")));
    } finally {
      setConfirming(null);
    }
  };
  const counts = status.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Invite by e-mail")}</CardTitle>
        <CardDescription>
          {t(
            "Each household that has not answered gets its own RSVP link. Addresses that unsubscribed are skipped.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!collecting ? (
          <p className="text-sm text-muted-foreground">
            {t("Turn on Collect RSVPs in Event Settings to invite households by e-mail.")}
          </p>
        ) : !counts ? (
          <p className="text-sm text-muted-foreground">{t("Loading…")}</p>
        ) : !counts.canSend ? (
          <p className="text-sm text-muted-foreground">{t(RSVP_MAIL_MESSAGES.noMailServer)}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              disabled={counts.invitations === 0 || send.isPending}
              onClick={() => setConfirming("invitation")}
            >
              <MailIcon aria-hidden="true" />
              {t("Send invitations ({count})", { count: counts.invitations })}
            </Button>
            <Button
              variant="outline"
              disabled={counts.reminders === 0 || send.isPending}
              onClick={() => setConfirming("reminder")}
            >
              {t("Send reminders ({count})", { count: counts.reminders })}
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === "reminder" ? t("Send reminders?") : t("Send invitations?")}
        description={
          confirming === "reminder"
            ? t(
                "{count, plural, one {# household that has not answered gets} other {# households that have not answered get}} a reminder with its RSVP link.",
                { count: counts?.reminders ?? 0 },
              )
            : t(
                "{count, plural, one {# household gets} other {# households get}} an e-mail with its own RSVP link.",
                { count: counts?.invitations ?? 0 },
              )
        }
        confirmLabel={confirming === "reminder" ? t("Send reminders") : t("Send invitations")}
        busy={send.isPending}
        onConfirm={() => void onConfirm()}
      />
    </Card>
  );
}
