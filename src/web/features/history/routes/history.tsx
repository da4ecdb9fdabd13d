import type { ReactNode } from "react";
import { NoEventCard } from "@/web/components/no-event-card";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { HistoryScreen } from "../components/history-screen";

export function Component() {
  const t = useT();
  useDocumentTitle(t("History"));
  const current = useCurrentEvent();
  let body: ReactNode;
  if (current.data) body = <HistoryScreen summary={current.data} />;
  else if (current.isPending)
    body = (
      <div role="status" aria-label={t("Loading event")}>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  else if (current.isError)
    body = (
      <Alert variant="destructive">
        <AlertTitle>{t("Error loading event")}</AlertTitle>
        <AlertDescription>{getErrorMessage(current.error, t("Could not load event data"))}</AlertDescription>
      </Alert>
    );
  else
    body = <NoEventCard description={t("Create your event first; every change to it will be kept here.")} />;
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("History")}</h1>
        <p className="text-muted-foreground">
          {t("Every change to your event, who made it and when; versions to compare and restore.")}
        </p>
      </div>
      {body}
    </>
  );
}
