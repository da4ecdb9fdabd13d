import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ROLE_NAMES } from "@/shared/roles";
import { type InvitationPreview, TEAM_MESSAGES } from "@/shared/team";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useSignOut } from "@/web/lib/session";
import { useAcceptInvitation } from "../api/accept-invitation";

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What a signed-in person can do with an invitation: accept it when it was sent to their address, else
 * switch to the account it was sent to. */
export function InviteAnswer({
  token,
  preview,
  email,
}: {
  token: string;
  preview: InvitationPreview;
  /** The signed-in account's address. */
  email: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const signOut = useSignOut({
    redirectTo: paths.invite(token),
    title: msg("Signed out"),
    description: msg("Sign in with the address the invitation was sent to."),
  });

  if (!sameAddress(preview.email, email)) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          <AlertDescription>{TEAM_MESSAGES.invitationOtherAddress(preview.email)}</AlertDescription>
        </Alert>
        <p className="text-sm text-muted-foreground">{t("You are signed in as {email}.", { email })}</p>
        <Button onClick={() => void signOut()}>{t("Sign out and switch account")}</Button>
      </div>
    );
  }

  const join = async () => {
    try {
      await accept.mutateAsync(token);
      toast.success(t("Welcome to the team"), {
        description: t("You now plan {event} as {role}.", {
          event: preview.eventTitle,
          role: t(ROLE_NAMES[preview.role]),
        }),
      });
      navigate(paths.dashboard.root);
    } catch (error) {
      toast.error(t("Error joining the event"), { description: getErrorMessage(error) });
    }
  };

  return (
    <Button size="lg" disabled={accept.isPending || accept.isSuccess} onClick={() => void join()}>
      {accept.isPending ? t("Joining…") : t("Accept the invitation")}
    </Button>
  );
}
