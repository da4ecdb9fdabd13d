import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { type Locale, SOURCE_LOCALE } from "@/shared/i18n/locales";
import { ListError } from "@/web/components/list-error";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useGuestList } from "@/web/lib/guest-list-query";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { GuestsScreen } from "../components/guests-screen";

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      <Skeleton className="h-10 w-56 rounded-lg" />
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {["a", "b", "c", "d", "e"].map((key) => (
          <Skeleton key={key} className="h-16 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

function EventGuests({ eventId, language }: { eventId: string; language: Locale }) {
  const t = useT();
  const list = useGuestList(eventId);
  const failed = list.isError && list.data === undefined;
  useEffect(() => {
    if (failed) toast.error(t("Failed to load guest list"));
  }, [failed, t]);
  if (list.data) return <GuestsScreen eventId={eventId} list={list.data} language={language} />;
  if (failed) {
    return (
      <ListError
        title={t("Failed to load guest list")}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return <Loading label={t("Loading guests")} />;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t("Guests"));
  const current = useCurrentEvent();
  if (current.data)
    return (
      <EventGuests
        key={current.data.event.id}
        eventId={current.data.event.id}
        language={current.data.event.languages[0] ?? SOURCE_LOCALE}
      />
    );
  if (current.isPending) return <Loading label={t("Loading your event")} />;
  if (current.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t("Error loading event")}</AlertTitle>
        <AlertDescription>{getErrorMessage(current.error, t("Could not load event data"))}</AlertDescription>
      </Alert>
    );
  }
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">{t("Guest List")}</h1>
      <Alert variant="info">
        <AlertTitle>{t("No event yet")}</AlertTitle>
        <AlertDescription>
          <p>{t("Create an event first to manage guests")}</p>
          <Button asChild size="sm" className="mt-2">
            <Link to={paths.onboarding}>{t("Create Event")}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    </>
  );
}
