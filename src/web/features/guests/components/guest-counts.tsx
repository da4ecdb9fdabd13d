import { memo } from "react";
import { msg, useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { GuestCounts as Counts } from "../lib/guest-view";

const TILES: { key: keyof Counts; label: string; tone: string }[] = [
  { key: "total", label: msg("Total"), tone: "text-foreground" },
  { key: "confirmed", label: msg("Confirmed"), tone: "text-green-700" },
  { key: "invited", label: msg("Invited"), tone: "text-lavender-700" },
  { key: "declined", label: msg("Declined"), tone: "text-red-700" },
  { key: "seated", label: msg("Seated"), tone: "text-foreground" },
];

/** The list's counts at the top of the screen. */
export const GuestCounts = memo(function GuestCounts({ counts }: { counts: Counts }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl aria-label={t("Guest counts")} className="flex flex-wrap gap-2 sm:grid sm:grid-cols-5 sm:gap-3">
      {TILES.map(({ key, label, tone }) => (
        <div
          key={key}
          className="flex min-w-0 flex-row-reverse items-baseline gap-1.5 rounded-full border bg-card px-3 py-1 shadow-xs sm:flex-col sm:items-start sm:gap-0 sm:rounded-xl sm:px-4 sm:py-3"
        >
          <dt className="truncate text-sm text-muted-foreground sm:text-xs">{t(label)}</dt>
          <dd className={cn("font-semibold tabular-nums sm:text-2xl", tone)}>
            {counts[key].toLocaleString(locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
});
