import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useRsvpSettings } from "@/web/lib/rsvp-queries";
import { RsvpForm } from "./rsvp-form";

/** Event Settings → RSVP: guests answer on the guest page (docs/decisions/028-rsvp.md). Its own form and
 * save, beside the event's details; whether it holds unsaved edits goes up to the screen's one guard. */
export function RsvpSection({
  event,
  onDirtyChange,
}: {
  event: { id: string; settingsVersion: number };
  onDirtyChange: (dirty: boolean) => void;
}) {
  const t = useT();
  const settings = useRsvpSettings(event.id);
  return (
    <Card role="region" aria-labelledby="rsvp-title">
      <CardHeader>
        <CardTitle as="h2" id="rsvp-title" className="text-xl">
          {t("RSVP")}
        </CardTitle>
        <CardDescription>
          {t("Guests answer on your guest page, or from their household's own link in the guest list.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <RsvpForm event={event} settings={settings.data} onDirtyChange={onDirtyChange} />
        ) : settings.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{t("Could not load the RSVP settings")}</AlertTitle>
            <AlertDescription>{getErrorMessage(settings.error)}</AlertDescription>
          </Alert>
        ) : (
          <div role="status" aria-label={t("Loading the RSVP settings")}>
            <Skeleton className="h-24 rounded-xl" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
