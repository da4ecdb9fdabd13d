import { type Action, can, type Role } from "@/shared/team";
import { useCurrentEvent } from "./current-event";

/** The signed-in person's role on the current event (src/shared/team.ts), or null while it loads or before
 * the first event. */
export function useEventRole(): Role | null {
  return useCurrentEvent().data?.role ?? null;
}

/**
 * Whether the current event's role allows `action`: the one way a screen hides or disables what the role may
 * not do. False while the event loads. The server refuses it anyway (src/server/auth/event-member.ts).
 */
export function useCan(action: Action): boolean {
  return can(useEventRole(), action);
}
