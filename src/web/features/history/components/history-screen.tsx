import { HistoryIcon, LayersIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import type { EventSummary } from "@/shared/event";
import { can } from "@/shared/roles";
import { TEAM_MESSAGES } from "@/shared/team";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ViewOnlyNote } from "@/web/components/view-only-note";
import { useT } from "@/web/lib/i18n";
import { ChangesPanel } from "./changes-panel";
import { VersionsPanel } from "./versions-panel";

const TABS = ["changes", "versions"] as const;
type Tab = (typeof TABS)[number];

/** History: the changes, newest first, and the versions, in two tabs (the tab is in the address, so a reload
 * or a shared link opens the same one). */
export function HistoryScreen({ summary }: { summary: EventSummary }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { event, role } = summary;
  if (!can(role, "history.read")) {
    return (
      <Alert>
        <AlertDescription>{t(TEAM_MESSAGES.forbidden)}</AlertDescription>
      </Alert>
    );
  }
  const tab: Tab = params.get("tab") === "versions" ? "versions" : "changes";
  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "versions") updated.set("tab", next);
        else updated.delete("tab");
        return updated;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={t("History")}>
        <TabsTrigger value="changes">
          <HistoryIcon aria-hidden="true" />
          {t("Changes")}
        </TabsTrigger>
        <TabsTrigger value="versions">
          <LayersIcon aria-hidden="true" />
          {t("Versions")}
        </TabsTrigger>
      </TabsList>
      {can(role, "history.write") ? null : <ViewOnlyNote />}
      <TabsContent value="changes">
        <ChangesPanel eventId={event.id} role={role} />
      </TabsContent>
      <TabsContent value="versions">
        <VersionsPanel eventId={event.id} role={role} />
      </TabsContent>
    </Tabs>
  );
}
