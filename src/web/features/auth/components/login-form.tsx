import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { type LoginInput, loginSchema } from "@/shared/auth";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { EmailField } from "./auth-fields";
import { ErrorAlert } from "./error-alert";

/** E-mail and password, shared by the owner and the admin login. */
export function LoginForm({
  onSubmit,
  error,
  passwordExtra,
  submitLabel,
}: {
  onSubmit: (input: LoginInput) => Promise<void>;
  error: string | null;
  passwordExtra?: ReactNode;
  submitLabel?: string;
}) {
  const t = useT();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <ErrorAlert message={error} /> : null}
      <EmailField required error={errors.email?.message} {...form.register("email")} />
      <div className="flex flex-col gap-2">
        <TextField
          id="password"
          label={t("Password")}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
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
