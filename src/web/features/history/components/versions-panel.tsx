import { useSearchParams } from "react-router";
import { can, type Role } from "@/shared/roles";
import { ListError } from "@/web/components/list-error";
import { Card, CardContent } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useT } from "@/web/lib/i18n";
import { useVersions } from "../api/get-versions";
import { ComparePanel } from "./compare-panel";
import { SaveVersionDialog } from "./save-version-dialog";
import { VersionRow } from "./version-row";

/** The Versions tab: Save version, the versions newest first, and Compare (the two sides are in the address:
 * `from` a version, `to` a version or "now"). */
export function VersionsPanel({ eventId, role }: { eventId: string; role: Role }) {
  const t = useT();
  const versions = useVersions(eventId);
  const [params, setParams] = useSearchParams();
  const from = params.get("from");
  const to = params.get("to") ?? "now";
  const compare = (nextFrom: string | null, nextTo: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (nextFrom) {
          updated.set("from", nextFrom);
          updated.set("to", nextTo);
        } else {
          updated.delete("from");
          updated.delete("to");
        }
        return updated;
      },
      { replace: true },
    );
  const list = versions.data?.versions ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">
          {t(
            "A version is a copy of the plan. One is taken before every bulk action and every hour of editing; save your own at any moment.",
          )}
        </p>
        {can(role, "history.write") ? <SaveVersionDialog eventId={eventId} /> : null}
      </div>
      {from && list.length > 0 ? (
        <ComparePanel eventId={eventId} versions={list} from={from} to={to} onChange={compare} />
      ) : null}
      {versions.isPending ? (
        <div role="status" aria-label={t("Loading the versions")} className="flex flex-col gap-2">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : versions.isError ? (
        <ListError
          title={t("Could not load the versions")}
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="py-8 text-center text-sm text-muted-foreground">
            {t("No versions yet. Save one now, or let Seatwise take one before your next bulk change.")}
          </CardContent>
        </Card>
      ) : (
        <Card className="py-1">
          <CardContent>
            <ul aria-label={t("Versions, newest first")} className="flex flex-col divide-y">
              {list.map((version) => (
                <VersionRow
                  key={version.id}
                  eventId={eventId}
                  version={version}
                  role={role}
                  comparing={from === version.id}
                  onCompare={() => compare(version.id, "now")}
                  onDeleted={() => {
                    if (from === version.id || to === version.id) compare(null, "now");
                  }}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
