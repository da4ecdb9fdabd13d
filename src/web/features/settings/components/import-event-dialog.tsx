import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { ManifestEvent } from "@/shared/account-data";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useImportEvent } from "../api/import-event";
import { readManifestEvents } from "../lib/read-manifest";

/** Import an event: a data download's zip, and which of its events when it holds several. */
export function ImportEventDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const fileId = useId();
  const eventId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [events, setEvents] = useState<ManifestEvent[] | null>(null);
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const importing = useImportEvent();
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setEvents(null);
    setChosen(0);
    setError(null);
  }, [open]);

  const pick = async (picked: File | null) => {
    setFile(picked);
    setError(null);
    setChosen(0);
    setEvents(picked ? await readManifestEvents(picked) : null);
  };

  const submit = async () => {
    if (!file) return;
    try {
      const result = await importing.mutateAsync({
        file,
        event: events && events.length > 1 ? chosen : undefined,
      });
      toast.success(t("Event imported"), {
        description: t("{title} is now one of your events.", { title: result.title }),
      });
      onOpenChange(false);
      await navigate(paths.dashboard.root);
    } catch (refused) {
      setError(getErrorMessage(refused));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("Import an event")}</DialogTitle>
          <DialogDescription>
            {t(
              "Choose a .zip from Download my data. The event is added as a new event of yours; nothing else changes.",
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            void submit();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={fileId}>{t("Data download (.zip)")}</Label>
            <Input
              id={fileId}
              type="file"
              accept=".zip,application/zip"
              onChange={(e) => void pick(e.target.files?.[0] ?? null)}
            />
          </div>
          {events && events.length > 1 ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor={eventId}>{t("Event to import")}</Label>
              <NativeSelect id={eventId} value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
                {events.map((event, index) => (
                  <option key={event.folder} value={index}>
                    {`${event.title} · ${event.date}`}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          {error ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={!file || importing.isPending}>
              {importing.isPending ? t("Importing…") : t("Import event")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
