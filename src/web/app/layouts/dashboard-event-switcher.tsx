import { CalendarHeartIcon, CheckIcon, ChevronsUpDownIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { chooseEvent, useCurrentEvent, useEventList } from "@/web/lib/current-event";
import { useLocale, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { cn } from "@/web/lib/utils";
import { DeleteEventDialog } from "./dashboard-delete-event";

/** "Jun 12, 2027": short enough for the sidebar, in the reader's language. */
function shortDate(date: string, locale: string): string {
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
  const navigate = useNavigate();
  const current = useCurrentEvent();
  const events = useEventList();
  const [deleting, setDeleting] = useState(false);
  const event = current.data?.event;
  if (current.isPending) return <div className={cn("h-12 rounded-lg bg-muted", collapsed && "h-10")} />;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            aria-label={
              event ? t("Event: {title}. Switch event", { title: event.title }) : t("Choose an event")
            }
            title={collapsed ? (event?.title ?? t("Events")) : undefined}
            className={cn(
              "h-auto w-full justify-between gap-2 py-2 text-start",
              collapsed && "size-10 justify-center p-0",
            )}
          >
            {collapsed ? (
              <CalendarHeartIcon aria-hidden="true" />
            ) : (
              <>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{event?.title ?? t("No event yet")}</span>
                  <span className="truncate text-xs font-normal text-muted-foreground">
                    {event ? shortDate(event.date, locale) : t("Create your first event")}
                  </span>
                </span>
                <ChevronsUpDownIcon aria-hidden="true" className="text-muted-foreground" />
              </>
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          {events.data?.length ? <DropdownMenuLabel>{t("Your events")}</DropdownMenuLabel> : null}
          {events.data?.map((item) => (
            <DropdownMenuItem
              key={item.id}
              onSelect={() => {
                chooseEvent(item.id);
                onNavigate?.();
              }}
            >
              <CheckIcon
                aria-hidden="true"
                className={cn(item.id === event?.id ? "opacity-100" : "opacity-0")}
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{item.title}</span>
                <span className="text-xs text-muted-foreground">
                  {t("{date} · {count, plural, one {# guest} other {# guests}}", {
                    date: shortDate(item.date, locale),
                    count: item.guests,
                  })}
                </span>
              </span>
            </DropdownMenuItem>
          ))}
          {events.data?.length ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem
            onSelect={() => {
              onNavigate?.();
              navigate(paths.onboarding);
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t("New event")}
          </DropdownMenuItem>
          {event ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
              <Trash2Icon aria-hidden="true" />
              {t("Delete this event…")}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {event ? (
        <DeleteEventDialog
          event={{ id: event.id, title: event.title, guests: current.data?.totals.guests ?? 0 }}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => {
            onNavigate?.();
            navigate(paths.dashboard.root);
          }}
        />
      ) : null}
    </>
  );
}
