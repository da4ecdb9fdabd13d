import {
  ChevronRightIcon,
  FilePlusIcon,
  LifeBuoyIcon,
  type LucideIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";

const ACTIONS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: msg("Create blog post"), to: paths.admin.newPost, icon: FilePlusIcon },
  { label: msg("Update site settings"), to: paths.admin.settings, icon: SettingsIcon },
  { label: msg("Manage pricing plans"), to: paths.admin.pricing, icon: TagIcon },
  { label: msg("View user reports"), to: paths.admin.users, icon: UsersIcon },
  { label: msg("Answer support requests"), to: paths.admin.support, icon: LifeBuoyIcon },
];

export function QuickActions() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Quick Actions")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1">
          {ACTIONS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden="true" className="size-4 text-lavender-700" />
                <span className="flex-1">{t(label)}</span>
                <ChevronRightIcon
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
