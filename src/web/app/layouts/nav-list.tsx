import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export interface NavItem {
  /** Marked with msg(): the list shows it in the reader's language. */
  label: string;
  to: string;
  icon: LucideIcon;
  /** Current only on this exact path, not below it (a section's overview). */
  end?: boolean;
}

/**
 * A side menu's links; the current one is highlighted (and announced as the current page). `collapsed`
 * shows icons only (names stay for screen readers); `badge` adds what an entry shows after its name.
 */
export function NavList({
  label,
  items,
  collapsed = false,
  onNavigate,
  badge,
  className,
}: {
  label: string;
  items: NavItem[];
  collapsed?: boolean;
  onNavigate?: () => void;
  badge?: (item: NavItem) => ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const { to, icon: Icon, end } = item;
          const label = t(item.label);
          return (
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
                <span className={cn("flex-1", collapsed && "sr-only")}>{label}</span>
                {badge?.(item)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
