import {
  CreditCardIcon,
  LayoutDashboardIcon,
  LayoutGridIcon,
  LifeBuoyIcon,
  LogOutIcon,
  PaletteIcon,
  PrinterIcon,
  SettingsIcon,
  Share2Icon,
  TableIcon,
  UsersIcon,
} from "lucide-react";
import { LanguageSelect } from "@/web/components/i18n/language-select";
import { Button } from "@/web/components/ui/button";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { SIGNED_OUT_TOAST, useSignOut } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { type NavItem, NavList } from "./nav-list";

const ENTRIES: NavItem[] = [
  { label: msg("Dashboard"), to: paths.dashboard.root, icon: LayoutDashboardIcon, end: true },
  { label: msg("Guests"), to: paths.dashboard.guests, icon: UsersIcon },
  { label: msg("Tables"), to: paths.dashboard.tables, icon: TableIcon },
  { label: msg("Seating"), to: paths.dashboard.seating, icon: LayoutGridIcon },
  { label: msg("Print"), to: paths.dashboard.print, icon: PrinterIcon },
  { label: msg("Event Settings"), to: paths.dashboard.settings, icon: SettingsIcon },
  { label: msg("Appearance"), to: paths.dashboard.appearance, icon: PaletteIcon },
  { label: msg("Share"), to: paths.dashboard.share, icon: Share2Icon },
  { label: msg("Billing"), to: paths.dashboard.billing, icon: CreditCardIcon },
  { label: msg("Support"), to: paths.dashboard.support, icon: LifeBuoyIcon },
];

/** The ten dashboard entries and Sign Out; `collapsed` shows icons only (names stay for screen readers). */
export function DashboardNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const t = useT();
  const signOut = useSignOut({ redirectTo: paths.home, ...SIGNED_OUT_TOAST });
  return (
    <div className="flex flex-1 flex-col gap-4">
      <NavList
        label={t("Dashboard")}
        items={ENTRIES}
        collapsed={collapsed}
        onNavigate={onNavigate}
        className="flex-1"
      />
      <Button
        variant="ghost"
        onClick={signOut}
        title={collapsed ? t("Sign Out") : undefined}
        className={cn("justify-start text-muted-foreground", collapsed && "justify-center px-0")}
      >
        <LogOutIcon aria-hidden="true" />
        <span className={cn(collapsed && "sr-only")}>{t("Sign Out")}</span>
      </Button>
      {collapsed ? null : <LanguageSelect className="px-2" />}
    </div>
  );
}
