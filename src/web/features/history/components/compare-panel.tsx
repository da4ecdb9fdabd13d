import { XIcon } from "lucide-react";
import { useId } from "react";
import type { VersionSummary } from "@/shared/history";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format-date";
import { versionTitle } from "@/web/lib/history/history-labels";
import { useT } from "@/web/lib/i18n";
import { useComparison } from "../api/compare-versions";
import { ComparisonList } from "./comparison-list";
import { ComparisonPlan } from "./comparison-plan";

/** Compare: two versions, or a version with now; what differs as a list, and the `to` side's floor plan with
 * the tables guests moved to (or were added at) highlighted. */
export function ComparePanel({
  eventId,
  versions,
  from,
  to,
  onChange,
}: {
  eventId: string;
  versions: VersionSummary[];
  from: string;
  to: string;
  onChange: (from: string | null, to: string) => void;
}) {
  const t = useT();
  const id = useId();
  const comparison = useComparison(eventId, from, to);
  const titleOf = (versionId: string) => {
    const version = versions.find((candidate) => candidate.id === versionId);
    return version ? versionTitle(version) : t("Now");
  };
  const options = versions.map((version) => (
    <option key={version.id} value={version.id}>
      {t("{name} ({time})", { name: versionTitle(version), time: formatDateTime(version.createdAt) })}
    </option>
  ));
  return (
    // i18n-ignore: an element id
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex-row items-center justify-between gap-2">
        {/* i18n-ignore: an element id */}
        <CardTitle as="h2" id={`${id}-title`}>
          {t("Compare")}
        </CardTitle>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("Close the comparison")}
          onClick={() => onChange(null, to)}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            {/* i18n-ignore: an element id */}
            <Label htmlFor={`${id}-from`}>{t("From")}</Label>
            <NativeSelect
              // i18n-ignore: an element id
              id={`${id}-from`}
              value={from}
              onChange={(event) => onChange(event.target.value, to)}
            >
              {options}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            {/* i18n-ignore: an element id */}
            <Label htmlFor={`${id}-to`}>{t("To")}</Label>
            <NativeSelect
              // i18n-ignore: an element id
              id={`${id}-to`}
              value={to}
              onChange={(event) => onChange(from, event.target.value)}
            >
              <option value="now">{t("Now")}</option>
              {options}
            </NativeSelect>
          </div>
        </div>
        {comparison.isPending ? (
          <div role="status" aria-label={t("Comparing")} className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-48 rounded-xl" />
            <Skeleton className="h-48 rounded-xl" />
          </div>
        ) : comparison.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(comparison.error)}</AlertDescription>
          </Alert>
        ) : comparison.data.empty ? (
          <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
            {t("No differences: “{from}” and “{to}” hold the same plan.", {
              from: titleOf(from),
              to: titleOf(to),
            })}
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[2fr_3fr] lg:items-start">
            <ComparisonList comparison={comparison.data} />
            <ComparisonPlan comparison={comparison.data} title={titleOf(to)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
