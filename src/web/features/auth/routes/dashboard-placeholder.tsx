import { paths } from "@/web/app/paths";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { SIGNED_OUT_TOAST, useRequireMe, useSignOut } from "@/web/lib/auth-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Stands in for the owner dashboard until the events work replaces it; it already has its guard. */
export function Component() {
  useDocumentTitle("Dashboard");
  const { status, me } = useRequireMe({
    redirectTo: paths.login,
    title: "You need to be logged in to access this page",
  });
  const signOut = useSignOut({ redirectTo: paths.home, ...SIGNED_OUT_TOAST });
  if (status !== "allowed" || !me) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-semibold">Dashboard</h1>
      <p className="text-muted-foreground">Signed in as {me.email}.</p>
      <div>
        <Button variant="outline" onClick={signOut}>
          Sign Out
        </Button>
      </div>
    </section>
  );
}
