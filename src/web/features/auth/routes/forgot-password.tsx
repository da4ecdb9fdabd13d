import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@/shared/auth";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { authCall, authClient } from "@/web/lib/auth-client";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { serverFormError, useServerForm } from "@/web/lib/server-form";
import { AuthCard } from "../components/auth-card";
import { EmailField } from "../components/auth-fields";
import { ErrorAlert } from "../components/error-alert";

export function Component() {
  const t = useT();
  const posted = useServerForm();
  const [sentTo, setSentTo] = useState<string | null>(posted?.done ? (posted.values.email ?? null) : null);
  const [error, setError] = useState<string | null>(() => {
    const refused = serverFormError(posted);
    return refused ? getErrorMessage(refused, t("Failed to send the reset email. Please try again.")) : null;
  });
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: posted?.values.email ?? "" },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await authCall(authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword }));
      setSentTo(email);
    } catch (caught) {
      setError(getErrorMessage(caught, t("Failed to send the reset email. Please try again.")));
    }
  });
  return (
    <AuthCard
      title={t("Forgot your password?")}
      description={t("Enter your email and we'll send you a link to choose a new password.")}
      footer={
        <Link to={paths.login} className="font-medium text-lavender-700 hover:underline">
          {t("Back to login")}
        </Link>
      }
    >
      {sentTo ? (
        <Alert variant="success">
          <AlertTitle>{t("Check your email")}</AlertTitle>
          <AlertDescription>
            {t(
              "If an account exists for {email}, a link to reset your password is on its way. The link is valid for 1 hour.",
              { email: sentTo },
            )}
          </AlertDescription>
        </Alert>
      ) : (
        // A plain POST to this page until the app takes over (src/server/modules/account-forms).
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {error ? <ErrorAlert message={error} /> : null}
          <EmailField
            required
            error={form.formState.errors.email?.message ?? posted?.fieldErrors.email}
            // What was typed, in the server's HTML (the form's own value is set only once the app runs).
            defaultValue={posted?.values.email}
            {...form.register("email")}
          />
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("Sending...") : t("Send reset link")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
