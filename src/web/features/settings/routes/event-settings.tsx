import { Link } from "react-router";
import { PreviewGuestPageLink } from "@/web/components/preview-guest-page-link";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEventToEdit } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { SettingsForm } from "../components/settings-form";
import { YourDataSection } from "../components/your-data-section";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Event Settings"));
  const current = useCurrentEventToEdit();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-serif text-3xl font-semibold">{t("Event Settings")}</h1>
          <p className="text-muted-foreground">{t("Details and look of your event page.")}</p>
        </div>
        <PreviewGuestPageLink href={current.data ? paths.eventPreview(current.data.event.id) : undefined} />
      </div>
      {current.isPending ? (
        <div role="status" aria-label={t("Loading settings")}>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : current.data ? (
        // Checked before the error: a failed background refetch keeps the data, and the edits typed into it.
        <SettingsForm key={current.data.event.id} event={current.data.event} />
      ) : current.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading event")}</AlertTitle>
          <AlertDescription>
            {getErrorMessage(current.error, t("Could not load event data"))}
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="info">
          <AlertTitle>{t("No event yet")}</AlertTitle>
          <AlertDescription>
            <p>{t("Create your event first to change its settings.")}</p>
            <Button asChild size="sm" className="mt-2">
              <Link to="/onboarding">{t("Create Wedding Event")}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <YourDataSection />
    </>
  );
}
