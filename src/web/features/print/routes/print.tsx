import { useEffect } from "react";
import type { Locale } from "@/shared/i18n/locales";
import { NoEventCard } from "@/web/components/no-event-card";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useEventTheme } from "@/web/lib/event-theme";
import { loadThemeFont } from "@/web/lib/fonts";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { usePrintSource } from "../api/print-source";
import { PrintScreen } from "../components/print-screen";

function Loading() {
  const t = useT();
  return (
    <div role="status" aria-label={t("Loading")}>
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

function PrintForEvent({
  eventId,
  eventTitle,
  eventDate,
  languages,
}: {
  eventId: string;
  eventTitle: string;
  eventDate: string;
  languages: Locale[];
}) {
  const t = useT();
  const data = usePrintSource(eventId);
  const theme = useEventTheme(eventId);
  useEffect(() => {
    if (theme.data) {
      void loadThemeFont(theme.data.headingFont);
      void loadThemeFont(theme.data.bodyFont);
    }
  }, [theme.data]);
  if (data.error || theme.error) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t("Could not load the guest list")}</AlertTitle>
        <AlertDescription>{getErrorMessage(data.error ?? theme.error)}</AlertDescription>
      </Alert>
    );
  }
  if (!data.source || !theme.data) return <Loading />;
  return (
    <PrintScreen
      eventId={eventId}
      eventTitle={eventTitle}
      eventDate={eventDate}
      languages={languages}
      source={data.source}
      theme={theme.data}
    />
  );
}

export function Component() {
  const t = useT();
  useDocumentTitle(t("Print"));
  const current = useCurrentEvent();
  const event = current.data?.event;
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Print")}</h1>
        <p className="text-muted-foreground">
          {t("Seating chart, escort and place cards, table cards and the caterer's report.")}
        </p>
      </div>
      {current.isPending ? (
        <Loading />
      ) : event ? (
        <PrintForEvent
          eventId={event.id}
          eventTitle={event.title}
          eventDate={event.date}
          languages={event.languages?.length ? event.languages : ["en"]}
        />
      ) : current.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading event")}</AlertTitle>
          <AlertDescription>
            {getErrorMessage(current.error, t("Could not load event data"))}
          </AlertDescription>
        </Alert>
      ) : (
        <NoEventCard description={t("Create your event first, then print its seating chart and cards.")} />
      )}
    </>
  );
}
