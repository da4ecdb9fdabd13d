import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { APPEARANCE_LOAD_TIMEOUT_MS } from "@/shared/constants";
import { PreviewGuestPageLink } from "@/web/components/preview-guest-page-link";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useEventTheme } from "@/web/lib/event-theme";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { AppearanceEditor } from "../components/appearance-editor";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Appearance"));
  const current = useCurrentEvent();
  const event = current.data?.event;
  const theme = useEventTheme(event?.id);
  const loading = current.isPending || (Boolean(event) && theme.isPending);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setTimedOut(true), APPEARANCE_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  // A failed background refetch keeps its data: only an error without data is a failed load, so the editor
  // (and the colours being chosen in it) stays on screen.
  const failed =
    (current.isError && current.data === undefined) ||
    (theme.isError && theme.data === undefined) ||
    (loading && timedOut);
  useEffect(() => {
    if (failed) toast.error(t("Failed to load appearance settings"));
  }, [failed, t]);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-serif text-3xl font-semibold">{t("Wedding Appearance")}</h1>
          <p className="text-muted-foreground">{t("Choose the colours and fonts your guests will see.")}</p>
        </div>
        <PreviewGuestPageLink href={current.data ? paths.eventPreview(current.data.event.id) : undefined} />
      </div>
      {failed ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Failed to load appearance settings")}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => window.location.reload()}>
              {t("Try again")}
            </Button>
          </AlertDescription>
        </Alert>
      ) : loading ? (
        <div
          role="status"
          aria-label={t("Loading appearance")}
          className="grid gap-6 lg:grid-cols-[1fr_20rem]"
        >
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      ) : !event || !theme.data ? (
        <Alert variant="info">
          <AlertTitle>{t("No event yet")}</AlertTitle>
          <AlertDescription>
            <p>{t("Create your event first, then choose its colours and fonts.")}</p>
            <Button asChild size="sm" className="mt-2">
              <Link to="/onboarding">{t("Create Wedding Event")}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <AppearanceEditor key={theme.data.id ?? "default"} saved={theme.data} event={event} />
      )}
    </>
  );
}
