import { DownloadIcon, PlusIcon, UploadIcon } from "lucide-react";
import { memo, useState } from "react";
import { toast } from "sonner";
import { GUEST_MESSAGES } from "@/shared/guests";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { exportGuests } from "../api/export-guests";

/** Add Guest, Import CSV and Export CSV, at the top of the screen. */
export const GuestsActions = memo(function GuestsActions({
  eventId,
  guestCount,
  onAdd,
  onImport,
  editable,
  exportable,
}: {
  eventId: string;
  guestCount: number;
  onAdd: () => void;
  onImport: () => void;
  /** The role may add and import guests (src/shared/team.ts: guests.write). */
  editable: boolean;
  /** The role may export the list, which carries e-mails and phones (guests.contacts). */
  exportable: boolean;
}) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (guestCount === 0) {
      toast.error(t(GUEST_MESSAGES.noGuestsToExport));
      return;
    }
    setExporting(true);
    try {
      await exportGuests(eventId);
    } catch (error) {
      toast.error(t("Export failed"), { description: getErrorMessage(error) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex">
      {editable ? (
        <Button variant="outline" onClick={onImport}>
          <UploadIcon aria-hidden="true" />
          {t("Import CSV")}
        </Button>
      ) : null}
      {exportable ? (
        <Button variant="outline" onClick={onExport} disabled={exporting}>
          <DownloadIcon aria-hidden="true" />
          {exporting ? t("Exporting…") : t("Export CSV")}
        </Button>
      ) : null}
      {editable ? (
        <Button onClick={onAdd} className="col-span-2">
          <PlusIcon aria-hidden="true" />
          {t("Add Guest")}
        </Button>
      ) : null}
    </div>
  );
});
