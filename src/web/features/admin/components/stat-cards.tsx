import {
  CalendarHeartIcon,
  type LucideIcon,
  UserRoundCheckIcon,
  UsersIcon,
  UsersRoundIcon,
} from "lucide-react";
import type { AdminStats } from "@/shared/admin";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { msg, useT } from "@/web/lib/i18n";
import { useFormats } from "../lib/use-formats";

const CARDS: { key: keyof AdminStats; label: string; icon: LucideIcon; hint: string }[] = [
  { key: "totalUsers", label: msg("Total Users"), icon: UsersIcon, hint: msg("Accounts, admins included") },
  {
    key: "totalEvents",
    label: msg("Total Events"),
    icon: CalendarHeartIcon,
    hint: msg("Events created by owners"),
  },
  { key: "totalGuests", label: msg("Total Guests"), icon: UsersRoundIcon, hint: msg("On every guest list") },
  {
    key: "averageGuests",
    label: msg("Average Guests"),
    icon: UserRoundCheckIcon,
    hint: msg("Guests per event"),
  },
];

/** The overview's four counts; each card is a labelled figure so a screen reader reads "Total Users: 12". */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const t = useT();
  const { number } = useFormats();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, hint }) => {
        const labelId = `stat-${key}`;
        return (
          <li key={key}>
            <Card
              role="group"
              className="h-full gap-2 px-4 py-4 sm:gap-3 sm:px-5 sm:py-5"
              aria-labelledby={labelId}
            >
              <div className="flex items-center justify-between gap-2">
                <p id={labelId} className="text-sm font-medium text-muted-foreground">
                  {t(label)}
                </p>
                <span className="hidden size-9 shrink-0 place-content-center rounded-xl bg-secondary text-secondary-foreground sm:grid">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
              </div>
              {stats ? (
                <p className="text-2xl font-semibold tabular-nums sm:text-3xl" data-testid={labelId}>
                  {number(stats[key])}
                </p>
              ) : (
                <Skeleton className="h-9 w-20" />
              )}
              <p className="text-xs text-muted-foreground">{t(hint)}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
