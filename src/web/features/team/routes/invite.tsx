import { MailOpenIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { withReturnPath } from "@/shared/return-path";
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from "@/shared/roles";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatEventDate } from "@/web/lib/format-date";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useMe } from "@/web/lib/session";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useInvitation } from "../api/get-invitation";
import { InviteAnswer } from "../components/invite-answer";

/** /invite/{token}: what the invitation offers, and the way in: accept, switch account, or sign in or sign
 * up with the invited address and come back here. */
export function Component() {
  const t = useT();
  useDocumentTitle(t("Invitation"));
  const token = useParams().token ?? "";
  const invitation = useInvitation(token);
  const me = useMe();
  const here = paths.invite(token);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 sm:py-16">
      <Card>
        {invitation.isPending || me.isPending ? (
          <CardContent
            className="flex justify-center py-10"
            role="status"
            aria-label={t("Loading the invitation")}
          >
            <Spinner />
          </CardContent>
        ) : invitation.isError ? (
          <>
            <CardHeader>
              <CardTitle as="h1">{t("Invitation")}</CardTitle>
              <CardDescription role="alert">{getErrorMessage(invitation.error)}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to={paths.home}>{t("Go to the home page")}</Link>
              </Button>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <MailOpenIcon aria-hidden="true" className="size-6" />
              </span>
              <CardTitle as="h1">
                {t("Join {event} as {role}", {
                  event: invitation.data.eventTitle,
                  role: t(ROLE_NAMES[invitation.data.role]),
                })}
              </CardTitle>
              <CardDescription>
                {invitation.data.invitedBy
                  ? t("{name} invited {email} to plan this event together.", {
                      name: invitation.data.invitedBy,
                      email: invitation.data.email,
                    })
                  : t("{email} was invited to plan this event.", { email: invitation.data.email })}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <dl className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
                <div>
                  <dt className="text-muted-foreground">{t("Date")}</dt>
                  <dd className="font-medium">{formatEventDate(invitation.data.eventDate)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("Your role")}</dt>
                  <dd>
                    <span className="font-medium">{t(ROLE_NAMES[invitation.data.role])}</span>
                    {": "}
                    {t(ROLE_DESCRIPTIONS[invitation.data.role])}
                  </dd>
                </div>
              </dl>
              {me.data ? (
                <InviteAnswer token={token} preview={invitation.data} email={me.data.email} />
              ) : (
                <div className="flex flex-col gap-3">
                  <p className="text-sm text-muted-foreground">
                    {t("Sign in or create an account with {email} to accept.", {
                      email: invitation.data.email,
                    })}
                  </p>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button asChild size="lg" className="sm:flex-1">
                      <Link to={withReturnPath(paths.login, here, invitation.data.email)}>
                        {t("Sign in")}
                      </Link>
                    </Button>
                    <Button asChild size="lg" variant="outline" className="sm:flex-1">
                      <Link to={withReturnPath(paths.signup, here, invitation.data.email)}>
                        {t("Create account")}
                      </Link>
                    </Button>
                  </div>
                </div>
              )}
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
