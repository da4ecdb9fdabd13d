import { ExternalLinkIcon } from "lucide-react";
import { DEFAULT_CUSTOM_THEME } from "@/shared/constants";
import type { Event } from "@/shared/event";
import { CopyLink } from "@/web/components/copy-link";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useCan } from "@/web/lib/event-role";
import { useEventTheme } from "@/web/lib/event-theme";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { KioskCard } from "./kiosk-card";
import { PreviewDialog } from "./preview-dialog";
import { PrivacyCard } from "./privacy-card";
import { QrCodeCard } from "./qr-code-card";
import { RsvpMailCard } from "./rsvp-mail-card";
import { SharingTips } from "./sharing-tips";
import { VisibilityCard } from "./visibility-card";

/** The Share screen for one event: link, QR code, publication, guest list privacy, passcode, preview. */
export function SharePanel({ event }: { event: Event }) {
  const t = useT();
  const link = `${window.location.origin}${paths.event(event.id)}`;
  const theme = useEventTheme(event.id);
  const canEdit = useCan("event.update");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <VisibilityCard event={event} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("Your guest page")}</CardTitle>
            <CardDescription>{t("Share this link with your guests.")}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <CopyLink id="event-link" label={t("Event link")} link={link} />
            <div className="flex flex-wrap gap-2">
              <PreviewDialog link={link} published={event.isPublished} />
              <Button asChild variant="outline">
                <a href={link} target="_blank" rel="noopener">
                  <ExternalLinkIcon aria-hidden="true" />
                  {t("Open in New Tab")}
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
        <QrCodeCard
          link={link}
          primary={theme.data?.primaryColor ?? DEFAULT_CUSTOM_THEME.primaryColor}
          fileName="guest-page-qr-code" // i18n-ignore
        />
      </div>
      <div className="flex flex-col gap-6">
        <PrivacyCard key={event.id} event={event} />
        <RsvpMailCard eventId={event.id} />
        {canEdit ? (
          <KioskCard
            eventId={event.id}
            primary={theme.data?.primaryColor ?? DEFAULT_CUSTOM_THEME.primaryColor}
          />
        ) : null}
        <SharingTips />
      </div>
    </div>
  );
}
