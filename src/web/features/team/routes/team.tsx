import { NoEventCard } from "@/web/components/no-event-card";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { TeamScreen } from "../components/team-screen";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Team"));
  const current = useCurrentEvent();
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Team")}</h1>
        <p className="text-muted-foreground">
          {t("The people who plan this event with you, and their roles.")}
        </p>
      </div>
      {current.isPending ? (
        <div role="status" aria-label={t("Loading event")}>
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : current.data ? (
        <TeamScreen summary={current.data} />
      ) : current.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading event")}</AlertTitle>
          <AlertDescription>
            {getErrorMessage(current.error, t("Could not load event data"))}
          </AlertDescription>
        </Alert>
      ) : (
        <NoEventCard
          description={t("Create your event first, then invite the people who plan it with you.")}
        />
      )}
    </>
  );
}
