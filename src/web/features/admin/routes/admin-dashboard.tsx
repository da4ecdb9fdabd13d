import { LogOut } from "lucide-react";
import { PRODUCT_NAME } from "@/shared/constants";
import { paths } from "@/web/app/paths";
import { Button } from "@/web/components/ui/button";
import { useRequireMe, useSignOut } from "@/web/lib/auth-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** A minimal guarded admin shell; the admin screens come later. */
export function Component() {
  useDocumentTitle("Admin Dashboard");
  const { status, me } = useRequireMe({
    redirectTo: paths.adminLogin,
    title: "Access denied",
    description: "You must be an admin to access this page.",
    admin: true,
  });
  const logOut = useSignOut({
    redirectTo: paths.adminLogin,
    title: "Logged out",
    description: "You have been successfully logged out.",
  });
  if (status === "loading") {
    return <p className="px-4 py-24 text-center text-muted-foreground">Loading...</p>;
  }
  if (status !== "allowed" || !me) return null;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="font-serif text-2xl font-semibold">{PRODUCT_NAME} Admin</h1>
        <Button variant="outline" onClick={logOut}>
          <LogOut aria-hidden="true" /> Log out
        </Button>
      </header>
      <p className="text-muted-foreground">Signed in as {me.email}. The admin screens will appear here.</p>
    </section>
  );
}
