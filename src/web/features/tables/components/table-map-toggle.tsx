import { useId, useState } from "react";
import { toast } from "sonner";
import { TABLE_MESSAGES } from "@/shared/tables";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { useT } from "@/web/lib/i18n";
import { useUpdateTableMap } from "../api/update-table-map";

/** The table map flag is saved as soon as it is switched; a failure switches it back. */
export function TableMapToggle({ eventId, checked }: { eventId: string; checked: boolean }) {
  const t = useT();
  const id = useId();
  const update = useUpdateTableMap();
  const [value, setValue] = useState(checked);
  const change = async (next: boolean) => {
    setValue(next);
    try {
      await update.mutateAsync({ eventId, showTableMap: next });
      toast.success(t(next ? TABLE_MESSAGES.mapEnabled : TABLE_MESSAGES.mapDisabled));
    } catch {
      setValue(!next);
      toast.error(t(TABLE_MESSAGES.mapFailed));
    }
  };
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={value}
        disabled={update.isPending}
        onCheckedChange={(next) => void change(next)}
      />
      <Label htmlFor={id} className="font-medium">
        {t("Show Table Map to Guests")}
      </Label>
    </div>
  );
}
