import { NoEventCard } from "@/web/components/no-event-card";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEventToEdit } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { SharePanel } from "../components/share-panel";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Share"));
  const current = useCurrentEventToEdit();
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Share")}</h1>
        <p className="text-muted-foreground">{t("Publish your guest page and send it to your guests.")}</p>
      </div>
      {current.isPending ? (
        <div role="status" aria-label={t("Loading event")}>
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      ) : current.data ? (
        <SharePanel event={current.data.event} />
      ) : current.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading event")}</AlertTitle>
          <AlertDescription>
            {getErrorMessage(current.error, t("Could not load event data"))}
          </AlertDescription>
        </Alert>
      ) : (
        <NoEventCard description={t("Create your event first, then share its guest page.")} />
      )}
    </>
  );
}
