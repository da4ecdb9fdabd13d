import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { type SignUpInput, signUpSchema } from "@/shared/auth";
import { REDIRECT_DELAY_MS } from "@/shared/constants";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { serverFormError, useServerForm } from "@/web/lib/server-form";
import { useResetSession } from "@/web/lib/session";
import { isExistingAccount, signupEmail } from "../api/auth-errors";
import { useSignUp } from "../api/use-sign-up";
import { AuthCard } from "../components/auth-card";
import { EmailField, NewPasswordField } from "../components/auth-fields";
import { ErrorAlert } from "../components/error-alert";
import { pendingReturn, useReturnPath } from "../lib/use-return-path";

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const signUp = useSignUp();
  const posted = useServerForm();
  const back = useReturnPath();
  const [error, setError] = useState<string | null>(() => {
    const refused = serverFormError(posted);
    return refused
      ? getErrorMessage(refused, t("There was an error creating your account. Please try again."))
      : null;
  });
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: posted?.values.name ?? "",
      email: posted?.values.email ?? back.email,
      password: "",
      terms: posted?.values.terms === "on",
    },
  });
  const formErrors = form.formState.errors;
  // The schema's messages: the browser's own check, or the server's for a form posted without JavaScript.
  const errors = {
    name: formErrors.name?.message ?? posted?.fieldErrors.name,
    email: formErrors.email?.message ?? posted?.fieldErrors.email,
    password: formErrors.password?.message ?? posted?.fieldErrors.password,
    terms: formErrors.terms?.message ?? posted?.fieldErrors.terms,
  };

  // After a sign-up that signs in, wait 1.5 s on the page, then go to onboarding (or back to the invitation).
  const after = back.next ?? paths.onboarding;
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate(after), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate, after]);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      const { signedIn } = await signUp.mutateAsync(input);
      if (!signedIn) {
        signupEmail.save(input.email);
        pendingReturn.save(back.next);
        toast.success(t("Account created!"), {
          description: t("Please check your email to confirm your account."),
        });
        navigate(paths.emailConfirmation);
        return;
      }
      toast.success(t("Account created"), {
        description: back.next
          ? t("Your account has been created successfully.")
          : t("Your account has been created successfully. Let's set up your event!"),
      });
      await resetSession();
      setRedirecting(true);
    } catch (caught) {
      if (isExistingAccount(caught)) {
        signupEmail.save(input.email);
        toast.info(t("Account exists"), { description: t("An account with this email already exists.") });
        navigate(paths.emailConfirmation);
        return;
      }
      setError(getErrorMessage(caught, t("There was an error creating your account. Please try again.")));
    }
  });

  const busy = form.formState.isSubmitting || redirecting;
  return (
    <AuthCard
      title={t("Create your account")}
      description={t("Start planning your seating in minutes.")}
      footer={
        <p>
          {t("Already have an account?")}{" "}
          <Link to={back.link(paths.login)} className="font-medium text-lavender-700 hover:underline">
            {t("Log in")}
          </Link>
        </p>
      }
    >
      {error ? <ErrorAlert message={error} /> : null}
      {/* A plain POST to this page until the app takes over (src/server/modules/account-forms). */}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {back.next ? <input type="hidden" name="next" value={back.next} /> : null}
        <TextField
          id="name"
          label={t("Full name")}
          autoComplete="name"
          error={errors.name}
          // What was typed, in the server's HTML (the form's own value is set only once the app runs).
          defaultValue={posted?.values.name}
          {...form.register("name")}
        />
        <EmailField
          error={errors.email}
          defaultValue={posted?.values.email ?? (back.email || undefined)}
          {...form.register("email")}
        />
        <NewPasswordField error={errors.password} {...form.register("password")} />
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            {/* A native checkbox: it is posted with the form when there is no JavaScript. */}
            <input
              id="terms"
              type="checkbox"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "terms-error" : undefined}
              defaultChecked={posted?.values.terms === "on"}
              className="mt-0.5 size-4.5 shrink-0 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              {...form.register("terms")}
            />
            <Label htmlFor="terms" className="leading-snug font-normal">
              {t("I agree to the terms of service and privacy policy")}
            </Label>
          </div>
          {errors.terms ? (
            <p id="terms-error" className="text-sm text-destructive">
              {t(errors.terms)}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {form.formState.isSubmitting ? t("Creating account...") : t("Create account")}
        </Button>
      </form>
    </AuthCard>
  );
}
