import { useMemo } from "react";
import { formatDateTime, formatDay, formatRelative } from "@/web/lib/format-date";
import { useLocale } from "@/web/lib/i18n";

/** The back office's dates and numbers in the active language (not the browser's): "Jun 12, 2027, 4:05 PM",
 * "June 12, 2027", "5 minutes ago" (src/web/lib/format-date.ts), "1,234". A text that is not a date is shown
 * as it is. A new set when the language changes. */
export function useFormats() {
  const locale = useLocale();
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return {
      dateTime: formatDateTime,
      day: formatDay,
      relative: formatRelative,
      number: (value: number) => numberFormat.format(value),
    };
  }, [locale]);
}
