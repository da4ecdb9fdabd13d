import {
  ClipboardCheckIcon,
  CreditCardIcon,
  HistoryIcon,
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
  UsersRoundIcon,
} from "lucide-react";
import { type Action, can, checkinOnly, type Role } from "@/shared/roles";
import { LanguageSelect } from "@/web/components/i18n/language-select";
import { Button } from "@/web/components/ui/button";
import { useCurrentEvent } from "@/web/lib/current-event";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { SIGNED_OUT_TOAST, useSignOut } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { type NavItem, NavList } from "./nav-list";

/** Each entry with the action (src/shared/team.ts) the current event's role needs to see it; none: everyone. */
const ENTRIES: (NavItem & { action?: Action })[] = [
  { label: msg("Dashboard"), to: paths.dashboard.root, icon: LayoutDashboardIcon, end: true },
  { label: msg("Guests"), to: paths.dashboard.guests, icon: UsersIcon, action: "guests.read" },
  { label: msg("Tables"), to: paths.dashboard.tables, icon: TableIcon, action: "tables.read" },
  { label: msg("Seating"), to: paths.dashboard.seating, icon: LayoutGridIcon, action: "seating.read" },
  { label: msg("Print"), to: paths.dashboard.print, icon: PrinterIcon, action: "print.read" },
  { label: msg("Check-in"), to: paths.dashboard.checkin, icon: ClipboardCheckIcon, action: "checkin" },
  { label: msg("Event Settings"), to: paths.dashboard.settings, icon: SettingsIcon, action: "event.update" },
  { label: msg("Appearance"), to: paths.dashboard.appearance, icon: PaletteIcon, action: "event.update" },
  { label: msg("Share"), to: paths.dashboard.share, icon: Share2Icon, action: "event.update" },
  { label: msg("Team"), to: paths.dashboard.team, icon: UsersRoundIcon, action: "team.read" },
  { label: msg("History"), to: paths.dashboard.history, icon: HistoryIcon, action: "history.read" },
  // The plan is the paying account's business: co-owners only (planners never see billing).
  { label: msg("Billing"), to: paths.dashboard.billing, icon: CreditCardIcon, action: "event.delete" },
  { label: msg("Support"), to: paths.dashboard.support, icon: LifeBuoyIcon },
];

/** The entries a role can use; all of them without a role: before the first event (each screen then offers
 * to create one) and while the event loads. Check-in staff see their one screen. */
export function entriesFor(role: Role | undefined): NavItem[] {
  if (checkinOnly(role)) return ENTRIES.filter((entry) => entry.action === "checkin");
  return role ? ENTRIES.filter((entry) => !entry.action || can(role, entry.action)) : ENTRIES;
}

/** The dashboard's entries and Sign Out; `collapsed` shows icons only (names stay for screen readers). */
export function DashboardNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const t = useT();
  const entries = entriesFor(useCurrentEvent().data?.role);
  const signOut = useSignOut({ redirectTo: paths.home, ...SIGNED_OUT_TOAST });
  return (
    <div className="flex flex-1 flex-col gap-4">
      <NavList
        label={t("Dashboard")}
        items={entries}
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
