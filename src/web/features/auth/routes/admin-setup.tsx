import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ADMIN_SETUP_TEXTS, type AdminSetupInput, adminSetupSchema } from "@/shared/auth";
import { TextField } from "@/web/components/form/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { getErrorMessage } from "@/web/lib/api-client";
import { Trans, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useAdminSetupStatus, useCreateFirstAdmin } from "../api/admin-setup";
import { AuthCard } from "../components/auth-card";
import { EmailField, NewPasswordField } from "../components/auth-fields";
import { ErrorAlert } from "../components/error-alert";

const linkClass = "font-medium text-lavender-700 hover:underline";

export function Component() {
  const t = useT();
  const status = useAdminSetupStatus();
  const create = useCreateFirstAdmin();
  const form = useForm<AdminSetupInput>({
    resolver: zodResolver(adminSetupSchema),
    defaultValues: { email: "", password: "", token: "" },
  });
  const { errors } = form.formState;
  const created = create.isSuccess;
  // Already set up (and not by this visit): nothing to create.
  const closed = status.data?.adminExists === true && !created;

  return (
    <AuthCard
      title={t("Admin Account Setup")}
      description={t("Create the first administrator account for this site.")}
      footer={
        <>
          <Link to={paths.adminLogin} className={linkClass}>
            {t("Go to Admin Login")}
          </Link>
          <p>
            <Trans
              id="Regular users should <0>sign up here</0> instead (/signup)."
              components={{ 0: <Link to={paths.signup} className={linkClass} /> }}
            />
          </p>
        </>
      }
    >
      {status.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : closed ? (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertTitle>{t(ADMIN_SETUP_TEXTS.exists)}</AlertTitle>
          <AlertDescription>{t("Sign in on the admin login page instead.")}</AlertDescription>
        </Alert>
      ) : (
        <form
          onSubmit={form.handleSubmit((input) => create.mutate(input))}
          noValidate
          className="flex flex-col gap-4"
        >
          {created ? (
            <Alert variant="success">
              <CircleCheck aria-hidden="true" />
              <AlertTitle>{t("Success")}</AlertTitle>
              <AlertDescription>{t(create.data.message)}</AlertDescription>
            </Alert>
          ) : null}
          {create.isError ? (
            <ErrorAlert
              title={t("Error creating admin user")}
              message={getErrorMessage(create.error, t("An unexpected error occurred"))}
            />
          ) : null}
          <p className="text-sm text-muted-foreground">
            {t(
              "You need the one-time setup token printed in the server log when the server started (or the ADMIN_SETUP_TOKEN setting).",
            )}
          </p>
          <EmailField
            label={t("Admin email")}
            disabled={created}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <NewPasswordField
            disabled={created}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <TextField
            id="token"
            label={t("Setup token")}
            type="password"
            autoComplete="off"
            spellCheck={false}
            disabled={created}
            error={errors.token?.message}
            {...form.register("token")}
          />
          <Button type="submit" size="lg" disabled={create.isPending || created}>
            {create.isPending
              ? t("Creating Admin...")
              : created
                ? t("Admin Created")
                : t("Create Admin User")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
