import { CalendarPlusIcon, LifeBuoyIcon, type LucideIcon, UserPlusIcon } from "lucide-react";
import type { ActivityItem } from "@/shared/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, Trans, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useRecentActivity } from "../api/get-overview";
import { useFormats } from "../lib/use-formats";

const KINDS: Record<ActivityItem["kind"], { label: string; icon: LucideIcon; tone: string }> = {
  signup: { label: msg("New user"), icon: UserPlusIcon, tone: "bg-lavender-100 text-lavender-800" },
  event: { label: msg("Event created"), icon: CalendarPlusIcon, tone: "bg-blush-100 text-lavender-900" },
  support: { label: msg("Support request"), icon: LifeBuoyIcon, tone: "bg-amber-100 text-amber-900" },
};

/** The latest sign-ups, events and support requests, from the server. */
export function RecentActivity() {
  const t = useT();
  const formats = useFormats();
  const activity = useRecentActivity();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("Recent Activity")}</CardTitle>
        <CardDescription>{t("The latest sign-ups, events and support requests.")}</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div role="status" aria-label={t("Loading activity")} className="flex flex-col gap-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12" />
            ))}
          </div>
        ) : activity.isError ? (
          <p className="text-sm text-destructive">
            {t("Could not load the recent activity: {error}", { error: getErrorMessage(activity.error) })}
          </p>
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("No activity yet.")}</p>
        ) : (
          <ul aria-label={t("Recent activity")} className="flex flex-col divide-y">
            {activity.data.map((item) => {
              const { label, icon: Icon, tone } = KINDS[item.kind];
              return (
                <li
                  key={`${item.kind}-${item.id}`}
                  className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <span className={cn("mt-0.5 grid size-8 shrink-0 place-content-center rounded-full", tone)}>
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      <Trans
                        id="<0>{kind}:</0> <1>{title}</1>"
                        values={{ kind: t(label), title: item.title }}
                        components={{
                          0: <span className="font-medium" />,
                          1: <span className="wrap-anywhere" />,
                        }}
                      />
                    </p>
                    <p className="text-xs wrap-anywhere text-muted-foreground">{item.detail}</p>
                  </div>
                  <time
                    dateTime={item.at}
                    title={formats.dateTime(item.at)}
                    className="shrink-0 text-xs whitespace-nowrap text-muted-foreground"
                  >
                    {formats.relative(item.at)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
