import { currentI18n, t } from "@/shared/i18n/messages";

/** The current language (English before one is loaded): dates and numbers read as the rest of the screen,
 * in the browser and in a page the server renders. */
export function activeLocale(): string {
  return currentI18n()?.locale || "en";
}

/** "Saturday, June 12, 2027 at 16:00" from the stored YYYY-MM-DD and HH:MM, in the reader's language. */
export function formatEventDate(date: string, time?: string | null): string {
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return date;
  const text = day.toLocaleDateString(activeLocale(), {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return time ? t("{date} at {time}", { date: text, time }) : text;
}

/** "June 12, 2027" from a stored timestamp, in the reader's language. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(activeLocale(), { year: "numeric", month: "long", day: "numeric" });
}

/** "Jun 12, 2027, 4:05 PM": a timestamp with its time, for admin tables. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(activeLocale(), { dateStyle: "medium", timeStyle: "short" });
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": how long ago a timestamp was. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(amount)) return iso;
  const format = new Intl.RelativeTimeFormat(activeLocale(), { numeric: "auto" });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDay(iso);
}
