import { useMemo } from "react";
import { Link } from "react-router";
import { countRsvp, type RsvpCounts } from "@/shared/rsvp-counts";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useGuestList } from "@/web/lib/guest-list-query";
import { msg, useLocale, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useRsvpSettings } from "@/web/lib/rsvp-queries";
import { cn } from "@/web/lib/utils";

const TILES: { key: keyof RsvpCounts; label: string; tone: string }[] = [
  { key: "answered", label: msg("Answered"), tone: "text-foreground" },
  { key: "attending", label: msg("Attending"), tone: "text-green-700" },
  { key: "declined", label: msg("Declined"), tone: "text-red-700" },
  { key: "waiting", label: msg("Waiting"), tone: "text-lavender-700" },
];

/** While the event collects RSVPs: how many answered, attend, declined and are still awaited, counted from
 * the guest list the live stream keeps fresh. */
export function RsvpCountsCard({ eventId }: { eventId: string }) {
  const settings = useRsvpSettings(eventId);
  if (!settings.data?.enabled) return null;
  return <RsvpCountsBody eventId={eventId} />;
}

function RsvpCountsBody({ eventId }: { eventId: string }) {
  const t = useT();
  const locale = useLocale();
  const list = useGuestList(eventId);
  const counts = useMemo(() => (list.data ? countRsvp(list.data.guests) : null), [list.data]);
  return (
    <Card role="region" aria-labelledby="rsvp-counts-title">
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle as="h2" id="rsvp-counts-title">
          {t("RSVPs")}
        </CardTitle>
        <Link to={paths.dashboard.guests} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("See who answered")}
        </Link>
      </CardHeader>
      <CardContent>
        {counts ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {TILES.map(({ key, label, tone }) => (
              <div key={key} className="flex flex-col rounded-xl border px-4 py-3">
                <dt className="text-xs text-muted-foreground">{t(label)}</dt>
                <dd className={cn("text-2xl font-semibold tabular-nums", tone)}>
                  {counts[key].toLocaleString(locale)}
                </dd>
              </div>
            ))}
          </dl>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("Could not count the answers.")}
          </p>
        ) : (
          <div role="status" aria-label={t("Counting the answers")}>
            <Skeleton className="h-20 rounded-xl" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
