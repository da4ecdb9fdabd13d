import {
  FileTextIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from "lucide-react";
import { useSupportRequests } from "@/web/features/admin/api/support-requests";
import { msg, Trans, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { type NavItem, NavList } from "./nav-list";

const ENTRIES: NavItem[] = [
  { label: msg("Dashboard"), to: paths.admin.root, icon: LayoutDashboardIcon, end: true },
  { label: msg("Users"), to: paths.admin.users, icon: UsersIcon },
  { label: msg("Blog"), to: paths.admin.blog, icon: FileTextIcon },
  { label: msg("Pricing"), to: paths.admin.pricing, icon: TagIcon },
  { label: msg("Site Settings"), to: paths.admin.settings, icon: SettingsIcon },
  { label: msg("Support"), to: paths.admin.support, icon: LifeBuoyIcon },
];

/** The admin area's sections; the current one is highlighted (and announced as the current page). Support
 * shows how many requests are open. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const openRequests = useSupportRequests("open", 1).data?.openCount ?? 0;
  return (
    <NavList
      label={t("Admin")}
      items={ENTRIES}
      onNavigate={onNavigate}
      badge={({ to }) =>
        to === paths.admin.support && openRequests > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <Trans
              id="{count, plural, one {#<0> open</0>} other {#<0> open</0>}}"
              values={{ count: openRequests }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </span>
        ) : null
      }
    />
  );
}
