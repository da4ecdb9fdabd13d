import { CheckCircle2Icon, CircleAlertIcon, ClockIcon, UserIcon } from "lucide-react";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { ScanMatch } from "../lib/scan-target";
import { usePlaceText } from "./guest-row";

/** What a read did: checked the guest in, found them here already, named no one of this event, or was
 * refused by the server (its message). */
export type ScanOutcome =
  /** Found, not here yet: waiting for a tap (an address opened by the camera app). */
  | { kind: "found" }
  | { kind: "checked-in" }
  | { kind: "already"; at: string | null }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

/** A read's answer in large type, for a glance at arm's length: who, where they sit, and what happened. */
export function ScanResult({ match, outcome }: { match: ScanMatch; outcome: ScanOutcome }) {
  const t = useT();
  const locale = useLocale();
  const place = usePlaceText();
  const time = (at: string) =>
    new Date(at).toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" });
  const tone =
    outcome.kind === "checked-in"
      ? "border-green-300 bg-green-50 text-green-950"
      : outcome.kind === "already"
        ? "border-amber-300 bg-amber-50 text-amber-950"
        : outcome.kind === "found"
          ? "border-primary/40 bg-card text-foreground"
          : "border-destructive/40 bg-destructive/5 text-destructive";
  const Icon =
    outcome.kind === "checked-in"
      ? CheckCircle2Icon
      : outcome.kind === "already"
        ? ClockIcon
        : outcome.kind === "found"
          ? UserIcon
          : CircleAlertIcon;
  const status =
    outcome.kind === "found"
      ? t("Not checked in yet")
      : outcome.kind === "checked-in"
        ? t("Checked in")
        : outcome.kind === "already"
          ? outcome.at
            ? t("Already arrived at {time}", { time: time(outcome.at) })
            : t("Already arrived")
          : outcome.kind === "unknown"
            ? t("This code is not a guest of this event")
            : outcome.message;
  return (
    <div className={cn("flex flex-col gap-1 rounded-2xl border-2 p-4", tone)} data-testid="scan-result">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {status}
      </p>
      {match.kind === "guest" ? (
        <>
          <p className="text-2xl font-medium break-words text-foreground">{match.guest.name}</p>
          <p className="text-4xl font-bold break-words text-foreground" data-testid="scan-place">
            {place(match.guest, match.table)}
          </p>
        </>
      ) : match.kind === "household" ? (
        <>
          <p className="text-2xl font-medium break-words text-foreground">
            {match.name}{" "}
            <span className="text-base font-normal text-muted-foreground">
              {t("{count, plural, one {# guest} other {# guests}}", { count: match.members.length })}
            </span>
          </p>
          <p className="text-4xl font-bold break-words text-foreground" data-testid="scan-place">
            {match.tables.length ? match.tables.map((table) => table.name).join(" · ") : t("No seat")}
          </p>
        </>
      ) : (
        <p className="text-base text-foreground">{t("No one was checked in.")}</p>
      )}
    </div>
  );
}
