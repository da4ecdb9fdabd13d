import { type Action, can } from "@/shared/roles";
import { useCurrentEvent } from "./current-event";

/** Whether the caller's role on the current event allows `action` (src/shared/team.ts); false while the
 * event loads. Screens hide or disable what it does not allow; the server refuses it anyway. */
export function useCan(action: Action): boolean {
  return can(useCurrentEvent().data?.role, action);
}
