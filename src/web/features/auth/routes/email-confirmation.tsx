import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { withReturnPath } from "@/shared/return-path";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { getErrorMessage } from "@/web/lib/api-client";
import { authCall, authClient } from "@/web/lib/auth-client";
import { Trans, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useServerForm } from "@/web/lib/server-form";
import { signupEmail } from "../api/auth-errors";
import { AuthCard } from "../components/auth-card";
import { pendingReturn } from "../lib/use-return-path";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (token && params.get("type") === "signup") return <VerifyLink token={token} />;
  return <CheckYourEmail />;
}

/** The link from the confirmation e-mail: verify, say how it went, go to login (and from there back to the
 * invitation the sign-up came from, if any). */
function VerifyLink({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authCall(authClient.verifyEmail({ query: { token } }))
      .then(() => toast.success(t("Email verified"), { description: t("You can now log in.") }))
      .catch(() =>
        toast.error(t("Verification failed"), {
          description: t("Could not verify your email. Please try again."),
        }),
      )
      .finally(() => {
        // A sign-up that came from an invitation signs in and goes back to it.
        const next = pendingReturn.take();
        navigate(next ? withReturnPath(paths.login, next) : paths.login, { replace: true });
      });
  }, [token, navigate, t]);
  // Without JavaScript the link is followed as it is: Better Auth verifies and sends the browser to login.
  const verifyHref = `/api/auth/verify-email?${new URLSearchParams({ token, callbackURL: paths.login })}`;
  return (
    <AuthCard title={t("Verifying your email")}>
      {/* data-needs-app: the account page's light script starts the app at once here (app/account.ts). */}
      <div data-needs-app="" className="flex justify-center py-6">
        <Spinner label={t("Verifying your email")} />
      </div>
      <noscript>
        <a href={verifyHref} className="block text-center font-medium text-lavender-700 hover:underline">
          {t("Confirm my email")}
        </a>
      </noscript>
    </AuthCard>
  );
}

function CheckYourEmail() {
  const t = useT();
  const posted = useServerForm();
  // The address just typed: the server's answer to a sign-up posted without JavaScript, else this tab's.
  const email = posted?.values.email ?? signupEmail.read();
  const resend = useMutation({
    mutationFn: (address: string) => authCall(authClient.sendVerificationEmail({ email: address })),
    onSuccess: () =>
      toast.success(t("Email sent"), { description: t("A new confirmation email has been sent.") }),
    onError: (error) => toast.error(t("Failed to resend email"), { description: getErrorMessage(error) }),
  });
  if (!email) return <Navigate to={paths.signup} replace />;
  return (
    <AuthCard
      title={t("Check your email")}
      footer={
        <Link to={paths.login} className="font-medium text-lavender-700 hover:underline">
          {t("Back to login")}
        </Link>
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-content-center rounded-full bg-lavender-100 text-lavender-700">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm text-muted-foreground">
          <Trans
            id="We've sent a confirmation link to <0>{email}</0>. Click the link in the email to confirm your account."
            values={{ email }}
            components={{ 0: <strong className="break-words text-foreground" /> }}
          />
        </p>
        {/* A plain POST to this page until the app takes over (src/server/modules/account-forms). */}
        <form
          method="post"
          className="w-full"
          onSubmit={(event) => {
            event.preventDefault();
            resend.mutate(email);
          }}
        >
          <input type="hidden" name="email" value={email} />
          <Button type="submit" variant="outline" className="w-full" disabled={resend.isPending}>
            {resend.isPending ? t("Sending...") : t("Resend confirmation email")}
          </Button>
        </form>
      </div>
    </AuthCard>
  );
}
