import { CalendarHeartIcon, ChevronsUpDownIcon } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import { ROLE_NAMES } from "@/shared/roles";
import { Button } from "@/web/components/ui/button";
import { useCurrentEvent, useEventList } from "@/web/lib/current-event";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

// The menu (Radix's dropdown, its positioning, the delete dialog) is loaded when the owner first opens it: the
// dashboard's first screen shows without it (docs/decisions/022-light-entry.md).
const EventMenu = lazy(() => import("./dashboard-event-menu"));

/** "Jun 12, 2027": short enough for the sidebar, in the reader's language. */
export function shortDate(date: string, locale: string): string {
  const day = new Date(`${date}T00:00:00`);
  return Number.isNaN(day.getTime()) ? date : day.toLocaleDateString(locale, { dateStyle: "medium" });
}

/**
 * Which event the dashboard works on (the owner's events, newest first): pick another, start a new one
 * in the wizard, or delete this one. The choice is remembered in the browser.
 */
export function DashboardEventSwitcher({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const current = useCurrentEvent();
  // The list the menu shows, asked for now so that it is there when the menu opens.
  useEventList();
  const [wanted, setWanted] = useState(false);
  // Kept here: the menu is unmounted while another event loads, and must not open again when it returns.
  const [open, setOpen] = useState(false);
  const event = current.data?.event;
  const role = current.data?.role;
  if (current.isPending) return <div className={cn("h-12 rounded-lg bg-muted", collapsed && "h-10")} />;

  const trigger = (props: ComponentProps<typeof Button>) => (
    <Button
      variant="outline"
      aria-label={event ? t("Event: {title}. Switch event", { title: event.title }) : t("Choose an event")}
      aria-haspopup="menu"
      title={collapsed ? (event?.title ?? t("Events")) : undefined}
      className={cn(
        "h-auto w-full justify-between gap-2 py-2 text-start",
        collapsed && "size-10 justify-center p-0",
      )}
      {...props}
    >
      {collapsed ? (
        <CalendarHeartIcon aria-hidden="true" />
      ) : (
        <>
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium">{event?.title ?? t("No event yet")}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">
              {event ? shortDate(event.date, locale) : t("Create your first event")}
              {role && role !== "co-owner" ? ` · ${t(ROLE_NAMES[role])}` : null}
            </span>
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="text-muted-foreground" />
        </>
      )}
    </Button>
  );
  if (!wanted)
    return trigger({
      "aria-expanded": false,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    });
  return (
    <Suspense fallback={trigger({ "aria-expanded": true, "aria-busy": true })}>
      <EventMenu trigger={trigger({})} open={open} onOpenChange={setOpen} onNavigate={onNavigate} />
    </Suspense>
  );
}
