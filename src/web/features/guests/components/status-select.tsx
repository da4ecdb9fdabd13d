import { GUEST_STATUSES, type GuestStatus } from "@/shared/constants";
import { NativeSelect } from "@/web/components/ui/native-select";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** A status as the owner reads it (the stored value stays English); translated where shown: t(label). */
export const STATUS_LABELS: Record<GuestStatus, string> = {
  invited: msg("Invited"),
  confirmed: msg("Confirmed"),
  declined: msg("Declined"),
};

const TONE: Record<GuestStatus, string> = {
  invited: "[&_select]:bg-card",
  confirmed: "[&_select]:border-green-300 [&_select]:bg-green-50 [&_select]:text-green-900",
  declined: "[&_select]:border-red-200 [&_select]:bg-red-50 [&_select]:text-red-900",
};

/** The row's inline status select: any status to any other, saved at once. */
export function StatusSelect({
  value,
  guestName,
  onChange,
  className,
}: {
  value: GuestStatus;
  guestName: string;
  onChange: (status: GuestStatus) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t("Status of {name}", { name: guestName })}
      value={value}
      onChange={(event) => onChange(event.target.value as GuestStatus)}
      className={cn("[&_select]:h-9", TONE[value], className)}
    >
      {GUEST_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(STATUS_LABELS[status])}
        </option>
      ))}
    </NativeSelect>
  );
}
