import {
  FileTextIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  type LucideIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import { useSupportRequests } from "@/web/features/admin/api/support-requests";
import { cn } from "@/web/lib/utils";
import { paths } from "../paths";

const ENTRIES: { label: string; to: string; icon: LucideIcon; end?: boolean }[] = [
  { label: "Dashboard", to: paths.admin.root, icon: LayoutDashboardIcon, end: true },
  { label: "Users", to: paths.admin.users, icon: UsersIcon },
  { label: "Blog", to: paths.admin.blog, icon: FileTextIcon },
  { label: "Pricing", to: paths.admin.pricing, icon: TagIcon },
  { label: "Site Settings", to: paths.admin.settings, icon: SettingsIcon },
  { label: "Support", to: paths.admin.support, icon: LifeBuoyIcon },
];

/** The admin area's sections; the current one is highlighted (and announced as the current page). Support
 * shows how many requests are open. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const openRequests = useSupportRequests("open", 1).data?.openCount ?? 0;
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-1">
        {ENTRIES.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                  isActive && "bg-secondary text-secondary-foreground",
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="flex-1">{label}</span>
              {to === paths.admin.support && openRequests > 0 ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {openRequests}
                  <span className="sr-only"> open</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
