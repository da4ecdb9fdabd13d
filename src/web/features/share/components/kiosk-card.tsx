import { ExternalLinkIcon, MonitorSmartphoneIcon, RefreshCwIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { CopyLink } from "@/web/components/copy-link";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Switch } from "@/web/components/ui/switch";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useChangeKiosk, useKiosk } from "../api/kiosk";
import { QrCodeCard } from "./qr-code-card";

/**
 * The lobby kiosk (docs/decisions/030-offline-check-in-and-kiosk.md): a switch, and while it is on its own link
 * and QR code for the tablet or TV at the entrance. A new link stops the old one working.
 */
export function KioskCard({ eventId, primary }: { eventId: string; primary: string }) {
  const t = useT();
  const id = useId();
  const kiosk = useKiosk(eventId, true);
  const change = useChangeKiosk(eventId);
  const token = kiosk.data?.token ?? null;
  const link = token ? `${window.location.origin}${paths.kiosk(eventId, token)}` : null;
  const run = async (what: { enabled: boolean } | "regenerate", done: string) => {
    try {
      await change.mutateAsync(what);
      toast.success(done);
    } catch (error) {
      toast.error(getErrorMessage(error, t("Could not change the kiosk")));
    }
  };
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("Lobby kiosk")}</CardTitle>
          <CardDescription>
            {t(
              "A tablet or TV at the entrance where guests type their name and see their table on the map. It keeps working without a connection once opened.",
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {kiosk.isPending ? (
            <Skeleton className="h-9 w-40 rounded-xl" />
          ) : (
            <div className="flex items-center gap-3">
              <MonitorSmartphoneIcon aria-hidden="true" className="size-5 text-muted-foreground" />
              <Switch
                id={id}
                checked={token !== null}
                disabled={change.isPending || kiosk.isError}
                onCheckedChange={(enabled) =>
                  void run({ enabled }, enabled ? t("Kiosk turned on") : t("Kiosk turned off"))
                }
              />
              <Label htmlFor={id} className="font-medium">
                {t("Lobby kiosk")}
              </Label>
            </div>
          )}
          {link ? (
            <>
              <CopyLink id="kiosk-link" label={t("Kiosk link")} link={link} hideLabel />
              <p className="text-sm text-muted-foreground">
                {t(
                  "Open it only on the kiosk's device: whoever has the link can search every guest's table.",
                )}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    {t("Open the kiosk")}
                  </a>
                </Button>
                <Button
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => void run("regenerate", t("New kiosk link: the old one no longer works"))}
                >
                  <RefreshCwIcon aria-hidden="true" />
                  {t("New link")}
                </Button>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>
      {link ? (
        <QrCodeCard
          link={link}
          primary={primary}
          fileName="kiosk-qr-code" // i18n-ignore
          title={t("Kiosk QR code")}
          description={t("Scan it with the kiosk's tablet to open the kiosk there.")}
          label={t("QR code of the kiosk link")}
        />
      ) : null}
    </>
  );
}
