import type { ReactElement } from "react";
import { SideDrawer } from "@/web/components/side-drawer";
import { useT } from "@/web/lib/i18n";
import { DashboardEventSwitcher } from "./dashboard-event-switcher";
import { DashboardNav } from "./dashboard-nav";

/** The phone's drawer, loaded on its first opening (dashboard-drawer.tsx): the sidebar's switcher and nav. */
export default function DashboardDrawerPanel({
  trigger,
  open,
  onOpenChange,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <SideDrawer
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={t("Menu")}
      description={t("Dashboard sections")}
      openAnimation="data-[state=open]:animate-fade-in"
    >
      <DashboardEventSwitcher onNavigate={() => onOpenChange(false)} />
      <DashboardNav onNavigate={() => onOpenChange(false)} />
    </SideDrawer>
  );
}
