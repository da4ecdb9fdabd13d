import { useEffect } from "react";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import { TABLE_MESSAGES } from "@/shared/tables";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { useFloorPlan } from "../api/get-floor-plan";
import { FloorPlanEditor } from "./floor-plan-editor";
import { TablesLoading } from "./tables-loading";

/** The floor-plan editor of one event, once its plan has loaded. The Tables screen and the Seating
 * screen's Configure Tables tab both show this one component. */
export function TablesEditor({ event }: { event: Event }) {
  const t = useT();
  const plan = useFloorPlan(event.id);
  const readOnly = !useCan("tables.write");
  // A failed background refetch keeps its data, and the editor keeps the owner's edits.
  const failed = plan.isError && plan.data === undefined;
  useEffect(() => {
    if (failed) toast.error(t(TABLE_MESSAGES.loadFailed));
  }, [failed, t]);

  if (plan.data) {
    return (
      <FloorPlanEditor
        key={event.id}
        eventId={event.id}
        plan={plan.data}
        showTableMap={event.showTableMap}
        readOnly={readOnly}
      />
    );
  }
  if (failed) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t(TABLE_MESSAGES.loadFailed)}</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={() => void plan.refetch()}>
            {t("Try again")}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <TablesLoading />;
}
