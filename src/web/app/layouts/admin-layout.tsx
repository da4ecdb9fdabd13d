import { ExternalLinkIcon, LogOutIcon } from "lucide-react";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { PRODUCT_NAME } from "@/shared/constants";
import { LogoMark } from "@/web/components/brand/logo";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useRequireMe, useSignOut } from "@/web/lib/session";
import { AdminDrawer } from "./admin-drawer";
import { AdminNav } from "./admin-nav";

/** The back office's own shell: admins only (anyone else is told and sent to the admin login), a side menu
 * (a drawer on small screens), and a header with View Website and Log out. */
export function AdminLayout() {
  const t = useT();
  const { status, me } = useRequireMe({
    redirectTo: paths.adminLogin,
    title: t("Access denied"),
    description: t("You must be an admin to access this page."),
    admin: true,
  });
  const logOut = useSignOut({
    redirectTo: paths.adminLogin,
    title: t("Logged out"),
    description: t("You have been successfully logged out."),
  });

  if (status === "loading") {
    return (
      <p role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
        {t("Loading...")}
      </p>
    );
  }
  if (status !== "allowed" || !me) return null;

  return (
    <div className="flex min-h-dvh bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 text-sm font-medium shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:ring-2 focus:ring-ring"
      >
        {t("Skip to content")}
      </a>
      <aside
        aria-label={t("Sidebar")}
        className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 self-start border-e bg-card p-3 md:flex"
      >
        <Link
          to={paths.admin.root}
          className="flex items-center gap-2.5 rounded-lg px-2 pt-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LogoMark />
          <span className="font-serif text-lg font-semibold">{PRODUCT_NAME}</span>
          <span className="rounded-md bg-secondary px-1.5 py-0.5 text-xs font-semibold text-secondary-foreground">
            {t("Admin")}
          </span>
        </Link>
        <AdminNav />
        <p className="mt-auto truncate px-3 text-xs text-muted-foreground" title={me.email}>
          {t("Signed in as {email}", { email: me.email })}
        </p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-6">
          <AdminDrawer />
          <p className="font-serif text-lg font-semibold">
            {t("{product} Admin", { product: PRODUCT_NAME })}
          </p>
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <a href={paths.home} target="_blank" rel="noopener">
                <ExternalLinkIcon aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t("View Website")}</span>
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={logOut}>
              <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{t("Log out")}</span>
            </Button>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </div>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}

export { AdminLayout as Component };
