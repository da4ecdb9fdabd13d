import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { ActionCards } from "../components/action-cards";
import { CreateEventPrompt } from "../components/create-event-prompt";
import { EventOverview } from "../components/event-overview";
import { RsvpCountsCard } from "../components/rsvp-counts-card";
import { SetupProgressCard } from "../components/setup-progress-card";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Dashboard"));
  const { data: summary, isPending, isError } = useCurrentEvent();
  const warned = useRef(false);
  useEffect(() => {
    if (!isError || warned.current) return;
    warned.current = true;
    toast.error(t("Error checking events"), {
      description: t("Failed to check for your events. Please try again later."),
    });
  }, [isError, t]);

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Dashboard")}</h1>
        <p className="text-muted-foreground">{t("Everything for your big day, in one place.")}</p>
      </div>
      {isPending ? (
        <div role="status" aria-label={t("Loading your event")} className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ) : summary ? (
        <>
          <EventOverview summary={summary} />
          <RsvpCountsCard eventId={summary.event.id} />
          <SetupProgressCard progress={summary.setupProgress} />
          <ActionCards summary={summary} />
        </>
      ) : (
        <CreateEventPrompt />
      )}
    </>
  );
}
