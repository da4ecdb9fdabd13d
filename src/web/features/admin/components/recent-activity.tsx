import { CalendarPlusIcon, LifeBuoyIcon, type LucideIcon, UserPlusIcon } from "lucide-react";
import type { ActivityItem } from "@/shared/admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatRelative } from "@/web/lib/format-date";
import { useRecentActivity } from "../api/get-overview";

const KINDS: Record<ActivityItem["kind"], { label: string; icon: LucideIcon; tone: string }> = {
  signup: { label: "New user", icon: UserPlusIcon, tone: "bg-lavender-100 text-lavender-800" },
  event: { label: "Event created", icon: CalendarPlusIcon, tone: "bg-blush-100 text-lavender-900" },
  support: { label: "Support request", icon: LifeBuoyIcon, tone: "bg-amber-100 text-amber-900" },
};

/** The latest sign-ups, events and support requests, from the server. */
export function RecentActivity() {
  const activity = useRecentActivity();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
        <CardDescription>The latest sign-ups, events and support requests.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div role="status" aria-label="Loading activity" className="flex flex-col gap-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12" />
            ))}
          </div>
        ) : activity.isError ? (
          <p className="text-sm text-destructive">
            Could not load the recent activity: {getErrorMessage(activity.error)}
          </p>
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ul aria-label="Recent activity" className="flex flex-col divide-y">
            {activity.data.map((item) => {
              const { label, icon: Icon, tone } = KINDS[item.kind];
              return (
                <li
                  key={`${item.kind}-${item.id}`}
                  className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <span className={`mt-0.5 grid size-8 shrink-0 place-content-center rounded-full ${tone}`}>
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      <span className="font-medium">{label}:</span>{" "}
                      <span className="wrap-anywhere">{item.title}</span>
                    </p>
                    <p className="text-xs wrap-anywhere text-muted-foreground">{item.detail}</p>
                  </div>
                  <time
                    dateTime={item.at}
                    title={formatDateTime(item.at)}
                    className="shrink-0 text-xs whitespace-nowrap text-muted-foreground"
                  >
                    {formatRelative(item.at)}
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
