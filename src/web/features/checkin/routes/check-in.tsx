import { NoEventCard } from "@/web/components/no-event-card";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { CheckinScreen } from "../components/checkin-screen";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Check-in"));
  const current = useCurrentEvent();
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Check-in")}</h1>
        {current.data ? <p className="text-muted-foreground">{current.data.event.title}</p> : null}
      </div>
      {current.isPending ? (
        <div role="status" aria-label={t("Loading event")}>
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : current.data ? (
        <CheckinScreen eventId={current.data.event.id} />
      ) : current.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading event")}</AlertTitle>
          <AlertDescription>
            {getErrorMessage(current.error, t("Could not load event data"))}
          </AlertDescription>
        </Alert>
      ) : (
        <NoEventCard description={t("Create your event first, then check your guests in on the day.")} />
      )}
    </>
  );
}
