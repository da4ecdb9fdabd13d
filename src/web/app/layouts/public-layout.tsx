import { Outlet, ScrollRestoration } from "react-router";
import { useT } from "@/web/lib/i18n";
import { useSite } from "@/web/lib/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useHeaderItems } from "./use-header-items";

export function PublicLayout() {
  const t = useT();
  const headerItems = useHeaderItems();
  const { data: site } = useSite();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 text-sm font-medium shadow-lift focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:ring-2 focus:ring-ring"
      >
        {t("Skip to content")}
      </a>
      <SiteHeader items={headerItems} name={site?.siteTitle} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
