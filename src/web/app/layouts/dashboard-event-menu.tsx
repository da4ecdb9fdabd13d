import { CheckIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactElement, useState } from "react";
import { useNavigate } from "react-router";
import { can, ROLE_NAMES } from "@/shared/roles";
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
import { shortDate } from "./dashboard-event-switcher";

/** The event switcher's menu, loaded and opened on the first click of its button (dashboard-event-switcher.tsx):
 * the person's events (with their role where they are not a co-owner), New event, Delete this event (for a
 * role that may). */
export default function DashboardEventMenu({
  trigger,
  open,
  onOpenChange,
  onNavigate,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const current = useCurrentEvent();
  const events = useEventList();
  const [deleting, setDeleting] = useState(false);
  const event = current.data?.event;

  return (
    <>
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
                {item.role === "co-owner" ? null : (
                  <span className="text-xs text-muted-foreground">{t(ROLE_NAMES[item.role])}</span>
                )}
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
          {event && can(current.data?.role, "event.delete") ? (
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
