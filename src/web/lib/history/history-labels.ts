import type { HistoryKind, VersionReason, VersionSummary } from "@/shared/history";
import { msg, t } from "@/shared/i18n/messages";

/** The kind filter's names, in HISTORY_KINDS order; translated where shown: t(label). */
export const KIND_LABELS: Record<HistoryKind, string> = {
  guests: msg("Guests"),
  seating: msg("Seating"),
  tables: msg("Tables"),
  rules: msg("Seating rules"),
  settings: msg("Event settings"),
  theme: msg("Theme"),
  publication: msg("Publishing"),
  team: msg("Team"),
  print: msg("Print"),
  versions: msg("Versions"),
};

/** Why an automatic version was taken, as its name. */
export const REASON_LABELS: Record<VersionReason, string> = {
  "auto-seat": msg("Before auto-seat"),
  import: msg("Before import"),
  replace: msg("Before replacing the list"),
  "bulk-delete": msg("Before bulk delete"),
  restore: msg("Before restore"),
  hourly: msg("Hourly copy"),
};

/** A version's name: the one it was saved with, else why it was taken. */
export function versionTitle(version: Pick<VersionSummary, "name" | "reason">): string {
  if (version.name) return version.name;
  return version.reason ? t(REASON_LABELS[version.reason]) : t("Version");
}

const SIZE_UNITS = [
  ["byte", 1],
  ["kilobyte", 1e3],
  ["megabyte", 1e6],
  ["gigabyte", 1e9],
] as const;

/** "1.2 MB", "300 kB", "512 bytes": a size in the reader's language (decimal units, as the unit names say). */
export function formatBytes(bytes: number, locale: string): string {
  let chosen: (typeof SIZE_UNITS)[number] = SIZE_UNITS[0];
  for (const unit of SIZE_UNITS) if (bytes >= unit[1]) chosen = unit;
  const [unit, size] = chosen;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: size === 1 ? "long" : "short",
    maximumFractionDigits: size === 1 ? 0 : 1,
  }).format(bytes / size);
}
