import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { type ResetPasswordInput, resetPasswordSchema } from "@/shared/auth";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { authCall, authClient } from "@/web/lib/auth-client";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { serverFormError, useServerForm } from "@/web/lib/server-form";
import { AuthCard } from "../components/auth-card";
import { NewPasswordField } from "../components/auth-fields";
import { ErrorAlert } from "../components/error-alert";

const EXPIRED = msg("This reset link is invalid or has expired. Please request a new one.");

function resetErrorMessage(caught: unknown, t: (id: string) => string): string | null {
  if (caught === undefined) return null;
  return caught instanceof ApiError && caught.code === "INVALID_TOKEN"
    ? t(EXPIRED)
    : getErrorMessage(caught, t("Failed to reset your password. Please try again."));
}

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const posted = useServerForm();
  const [error, setError] = useState<string | null>(() =>
    token ? resetErrorMessage(serverFormError(posted), t) : t(EXPIRED),
  );
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;
  const errors = {
    password: form.formState.errors.password?.message ?? posted?.fieldErrors.password,
    confirmPassword: form.formState.errors.confirmPassword?.message ?? posted?.fieldErrors.confirmPassword,
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await authCall(authClient.resetPassword({ newPassword: password, token }));
      toast.success(t("Password updated"), { description: t("You can now log in with your new password.") });
      navigate(paths.login, { replace: true });
    } catch (caught) {
      setError(resetErrorMessage(caught, t));
    }
  });

  return (
    <AuthCard
      title={t("Choose a new password")}
      footer={
        <Link to={paths.forgotPassword} className="font-medium text-lavender-700 hover:underline">
          {t("Request a new link")}
        </Link>
      }
    >
      {error ? <ErrorAlert message={error} /> : null}
      {token ? (
        // A plain POST to this page (its token in the address) until the app takes over
        // (src/server/modules/account-forms).
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <NewPasswordField
            label={t("New password")}
            error={errors.password}
            {...form.register("password")}
          />
          <TextField
            id="confirmPassword"
            label={t("Confirm new password")}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
            {...form.register("confirmPassword")}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t("Saving...") : t("Set new password")}
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}
