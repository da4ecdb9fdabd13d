import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { type LoginInput, loginSchema } from "@/shared/auth";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { useServerForm } from "@/web/lib/server-form";
import { EmailField } from "./auth-fields";
import { ErrorAlert } from "./error-alert";

/** E-mail and password, shared by the owner and the admin login. */
export function LoginForm({
  onSubmit,
  error,
  passwordExtra,
  submitLabel,
  email = "",
  next,
}: {
  onSubmit: (input: LoginInput) => Promise<void>;
  error: string | null;
  passwordExtra?: ReactNode;
  submitLabel?: string;
  /** The address to start with (an invitation's). */
  email?: string;
  /** Where to go afterwards, posted with the form when there is no JavaScript. */
  next?: string | null;
}) {
  const t = useT();
  const posted = useServerForm();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: posted?.values.email ?? email, password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    // A plain POST to this page until the app takes over (the server answers it: src/server/modules/account-forms).
    <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {error ? <ErrorAlert message={error} /> : null}
      <EmailField
        required
        error={errors.email?.message ?? posted?.fieldErrors.email}
        // What was typed, in the server's HTML (the form's own value is set only once the app runs).
        defaultValue={posted?.values.email ?? (email || undefined)}
        {...form.register("email")}
      />
      <div className="flex flex-col gap-2">
        <TextField
          id="password"
          label={t("Password")}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message ?? posted?.fieldErrors.password}
          {...form.register("password")}
        />
        {passwordExtra}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("Signing in...") : (submitLabel ?? t("Sign in"))}
      </Button>
    </form>
  );
}
