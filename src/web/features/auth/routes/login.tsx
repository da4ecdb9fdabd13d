import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { Spinner } from "@/web/components/ui/spinner";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { serverFormError, useServerForm } from "@/web/lib/server-form";
import { useMe } from "@/web/lib/session";
import { loginErrorMessage } from "../api/auth-errors";
import { useSignIn } from "../api/use-sign-in";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";
import { useReturnPath } from "../lib/use-return-path";

const linkClass = "font-medium text-lavender-700 hover:underline";

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const me = useMe();
  const signIn = useSignIn();
  const posted = serverFormError(useServerForm());
  const [error, setError] = useState<string | null>(() => (posted ? loginErrorMessage(posted) : null));
  const [done, setDone] = useState(false);
  const back = useReturnPath();
  const after = back.next ?? paths.dashboard.root;

  if (me.data && !done) return <Navigate to={after} replace />;

  return (
    <AuthCard
      title={t("Welcome back")}
      description={t("Log in to continue planning your event.")}
      footer={
        <>
          <p>
            {t("Don't have an account?")}{" "}
            <Link to={back.link(paths.signup)} className={linkClass}>
              {t("Sign up")}
            </Link>
          </p>
          <p>
            <Link to={paths.adminLogin} className={linkClass}>
              {t("Admin login")}
            </Link>
            {" · "}
            <Link to={paths.adminSetup} className={linkClass}>
              {t("Admin setup")}
            </Link>
          </p>
        </>
      }
    >
      {me.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <LoginForm
          error={error}
          email={back.email}
          next={back.next}
          onSubmit={async (input) => {
            setError(null);
            try {
              setDone(true);
              await signIn.mutateAsync(input);
              toast.success(t("Login successful"));
              navigate(after);
            } catch (caught) {
              setDone(false);
              setError(loginErrorMessage(caught));
            }
          }}
          passwordExtra={
            <Link to={paths.forgotPassword} className="self-end text-sm text-lavender-700 hover:underline">
              {t("Forgot password?")}
            </Link>
          }
        />
      )}
    </AuthCard>
  );
}
