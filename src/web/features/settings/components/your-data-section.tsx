import { Download, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Separator } from "@/web/components/ui/separator";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { downloadAccountData } from "../api/download-account-data";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ImportEventDialog } from "./import-event-dialog";

/** One action of the section: what it does on the left, its button on the right (below on a phone). */
function DataAction({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex flex-col gap-1">
        <h3 className="font-medium">{title}</h3>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** Settings → Your data (docs/decisions/027-take-your-data.md): the account's, not the event's. */
export function YourDataSection() {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAccountData();
      toast.success(t("Your data is downloading"));
    } catch (error) {
      toast.error(t("Download failed"), { description: getErrorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="your-data-title">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="your-data-title">
            {t("Your data")}
          </CardTitle>
          <CardDescription>
            {t("Everything in your account is yours: take it with you, or erase it.")}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <DataAction
            title={t("Download my data")}
            text={t(
              "A zip with every event you are on (what your role lets you see, the guest list, the floor plan and images) and your account's own data.",
            )}
          >
            <Button variant="outline" onClick={() => void download()} disabled={downloading}>
              <Download aria-hidden />
              {downloading ? t("Preparing…") : t("Download my data")}
            </Button>
          </DataAction>
          <Separator />
          <DataAction
            title={t("Import an event")}
            text={t(
              "Make a new event of yours from a Seatwise data download, with its guests, tables and seats.",
            )}
          >
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden />
              {t("Import an event")}
            </Button>
          </DataAction>
          <Separator />
          <DataAction
            title={t("Delete my account")}
            text={t(
              "Deletes your account and every event you are the last co-owner of. Events you share stay with their other co-owners.",
            )}
          >
            <Button variant="destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              {t("Delete my account")}
            </Button>
          </DataAction>
        </CardContent>
      </Card>
      <ImportEventDialog open={importing} onOpenChange={setImporting} />
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
