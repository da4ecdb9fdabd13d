import { useEffect } from "react";
import type { FloorPlan } from "@/shared/tables";
import { fromFloorPlan, sameLayout } from "./layout";
import type { LayoutEditor } from "./use-layout-editor";

/**
 * The saved plan changed under the editor (another person saved it, and the live stream refreshed it:
 * src/web/lib/use-live-event.ts): a draft without edits of its own shows it at once; a draft with edits keeps
 * them. A plan that only changed who sits where leaves the draft as it is.
 */
export function useRemotePlan(editor: LayoutEditor, plan: FloorPlan): void {
  const { dirty, latest, reset } = editor;
  useEffect(() => {
    if (dirty || (plan.tables.length === 0 && plan.venueElements.length === 0)) return;
    const saved = fromFloorPlan(plan);
    if (!sameLayout(saved, latest.current.layout)) reset(saved);
  }, [plan, dirty, latest, reset]);
}
