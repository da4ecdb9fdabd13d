import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, Outlet, ScrollRestoration, useLocation } from "react-router";
import { checkinOnly } from "@/shared/roles";
import { Logo } from "@/web/components/brand/logo";
import { LiveEvent } from "@/web/components/live/live-event";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useCurrentEvent } from "@/web/lib/current-event";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useRequireMe } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { useDashboardConfetti } from "./dashboard-confetti";
import { DashboardDrawer } from "./dashboard-drawer";
import { DashboardEventSwitcher } from "./dashboard-event-switcher";
import { DashboardNav } from "./dashboard-nav";

/** The owner dashboard: guard, collapsible sidebar (a drawer on phones) and the current section. */
export function DashboardLayout() {
  const t = useT();
  const { status } = useRequireMe({
    redirectTo: paths.login,
    title: msg("You need to be logged in to access this page"),
  });
  const [collapsed, setCollapsed] = useState(false);
  const role = useCurrentEvent().data?.role;
  const { pathname } = useLocation();
  // Check-in staff have one screen: any other dashboard address takes them there.
  const elsewhere = checkinOnly(role) && pathname !== paths.dashboard.checkin;
  useDashboardConfetti(status === "allowed" && !checkinOnly(role));

  if (status === "allowed" && elsewhere) return <Navigate to={paths.dashboard.checkin} replace />;
  if (status !== "allowed") {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40 md:flex-row">
      <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b bg-card px-3 md:hidden">
        <Link
          to={paths.home}
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <DashboardDrawer />
      </header>
      <aside
        aria-label={t("Sidebar")}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col gap-6 border-e bg-card p-3 transition-[width] md:flex",
          collapsed ? "w-16" : "w-64",
        )}
      >
        <div className={cn("flex items-center gap-2", collapsed ? "justify-center" : "justify-between ps-2")}>
          {collapsed ? null : (
            <Link
              to={paths.home}
              className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Logo />
            </Link>
          )}
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={collapsed ? t("Expand sidebar") : t("Collapse sidebar")}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? (
              <PanelLeftOpenIcon aria-hidden="true" className="rtl:-scale-x-100" />
            ) : (
              <PanelLeftCloseIcon aria-hidden="true" className="rtl:-scale-x-100" />
            )}
          </Button>
        </div>
        <DashboardEventSwitcher collapsed={collapsed} />
        <DashboardNav collapsed={collapsed} />
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
          <Outlet />
        </div>
      </main>
      <ScrollRestoration />
      <LiveEvent />
    </div>
  );
}

export { DashboardLayout as Component };
