import {
  CreditCardIcon,
  LayoutDashboardIcon,
  LayoutGridIcon,
  LifeBuoyIcon,
  LogOutIcon,
  type LucideIcon,
  PaletteIcon,
  PrinterIcon,
  SettingsIcon,
  Share2Icon,
  TableIcon,
  UsersIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import { Button } from "@/web/components/ui/button";
import { SIGNED_OUT_TOAST, useSignOut } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import { paths } from "../paths";

const ENTRIES: { label: string; to: string; icon: LucideIcon; end?: boolean }[] = [
  { label: "Dashboard", to: paths.dashboard.root, icon: LayoutDashboardIcon, end: true },
  { label: "Guests", to: paths.dashboard.guests, icon: UsersIcon },
  { label: "Tables", to: paths.dashboard.tables, icon: TableIcon },
  { label: "Seating", to: paths.dashboard.seating, icon: LayoutGridIcon },
  { label: "Print", to: paths.dashboard.print, icon: PrinterIcon },
  { label: "Event Settings", to: paths.dashboard.settings, icon: SettingsIcon },
  { label: "Appearance", to: paths.dashboard.appearance, icon: PaletteIcon },
  { label: "Share", to: paths.dashboard.share, icon: Share2Icon },
  { label: "Billing", to: paths.dashboard.billing, icon: CreditCardIcon },
  { label: "Support", to: paths.dashboard.support, icon: LifeBuoyIcon },
];

/** The ten dashboard entries and Sign Out; `collapsed` shows icons only (names stay for screen readers). */
export function DashboardNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const signOut = useSignOut({ redirectTo: paths.home, ...SIGNED_OUT_TOAST });
  return (
    <div className="flex flex-1 flex-col gap-4">
      <nav aria-label="Dashboard" className="flex-1">
        <ul className="flex flex-col gap-1">
          {ENTRIES.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                    isActive && "bg-secondary text-secondary-foreground",
                    collapsed && "justify-center px-0",
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className={cn(collapsed && "sr-only")}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="ghost"
        onClick={signOut}
        title={collapsed ? "Sign Out" : undefined}
        className={cn("justify-start text-muted-foreground", collapsed && "justify-center px-0")}
      >
        <LogOutIcon aria-hidden="true" />
        <span className={cn(collapsed && "sr-only")}>Sign Out</span>
      </Button>
    </div>
  );
}
