import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { getErrorMessage } from "@/web/lib/api-client";
import { authCall, authClient } from "@/web/lib/auth-client";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useResetSession } from "@/web/lib/session";
import { useSignIn } from "../api/use-sign-in";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

const DENIED = msg("Access denied. You don't have admin privileges.");

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const resetSession = useResetSession();
  const [error, setError] = useState<string | null>(null);

  return (
    <AuthCard
      title={t("Admin Login")}
      description={t("Sign in to manage the site.")}
      footer={
        <>
          <Link to={paths.adminSetup} className="font-medium text-lavender-700 hover:underline">
            {t("Need to set up an admin account?")}
          </Link>
          <Link to={paths.home} className="inline-flex items-center gap-1 hover:text-foreground">
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t("Return to website")}
          </Link>
        </>
      }
    >
      <LoginForm
        error={error}
        onSubmit={async (input) => {
          setError(null);
          try {
            const me = await signIn.mutateAsync(input);
            if (!me) throw new Error(t("Failed to get user"));
            if (!me.isAdmin) {
              // Signed in, but not an admin: end that session at once.
              await authCall(authClient.signOut()).catch(() => undefined);
              await resetSession();
              setError(t(DENIED));
              return;
            }
            toast.success(t("Welcome back, admin!"));
            navigate(paths.admin.root);
          } catch (caught) {
            setError(getErrorMessage(caught, t("Invalid credentials or you don't have admin access.")));
          }
        }}
      />
    </AuthCard>
  );
}
