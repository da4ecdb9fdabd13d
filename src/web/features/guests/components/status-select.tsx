import { GUEST_STATUSES, type GuestStatus } from "@/shared/constants";
import { NativeSelect } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/utils";

export const STATUS_LABELS: Record<GuestStatus, string> = {
  invited: "Invited",
  confirmed: "Confirmed",
  declined: "Declined",
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
  return (
    <NativeSelect
      aria-label={`Status of ${guestName}`}
      value={value}
      onChange={(event) => onChange(event.target.value as GuestStatus)}
      className={cn("[&_select]:h-9", TONE[value], className)}
    >
      {GUEST_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
