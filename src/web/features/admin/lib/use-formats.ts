import { useMemo } from "react";
import { useLocale } from "@/web/lib/i18n";

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** The back office's dates and numbers in the active language (not the browser's): "Jun 12, 2027, 4:05 PM",
 * "June 12, 2027", "5 minutes ago", "1,234". A text that is not a date is shown as it is. */
export function useFormats() {
  const locale = useLocale();
  return useMemo(() => {
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const dayFormat = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric" });
    const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const parse = (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? null : date;
    };
    const day = (iso: string) => {
      const date = parse(iso);
      return date ? dayFormat.format(date) : iso;
    };
    return {
      dateTime: (iso: string) => {
        const date = parse(iso);
        return date ? dateTimeFormat.format(date) : iso;
      },
      day,
      /** How long ago a timestamp was. */
      relative: (iso: string, now: number = Date.now()) => {
        const date = parse(iso);
        if (!date) return iso;
        let amount = (date.getTime() - now) / 1000;
        for (const [unit, size] of RELATIVE_STEPS) {
          if (Math.abs(amount) < size) return relativeFormat.format(Math.round(amount), unit);
          amount /= size;
        }
        return day(iso);
      },
      number: (value: number) => numberFormat.format(value),
    };
  }, [locale]);
}
