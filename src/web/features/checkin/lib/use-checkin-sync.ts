import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import type { CheckinList } from "@/shared/checkin";
import { useMe } from "@/web/lib/session";
import { withQueue } from "./offline-queue";
import { createSyncEngine, type SyncEngine, type SyncState } from "./sync-engine";

/** One engine per page and account: it keeps sending while the owner moves to another screen. */
let current: { userId: string; engine: SyncEngine } | undefined;

export function useCheckinSync(): SyncEngine | null {
  const userId = useMe().data?.id;
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!userId) return null;
    if (current?.userId !== userId) {
      current?.engine.stop();
      current = { userId, engine: createSyncEngine(userId, queryClient) };
    }
    return current.engine;
  }, [userId, queryClient]);
}

const IDLE: SyncState = { items: [], offline: false, sending: false, error: null, notices: [] };
const noSubscription = () => () => undefined;

export function useSyncState(engine: SyncEngine | null): SyncState {
  return useSyncExternalStore(engine?.subscribe ?? noSubscription, engine?.getState ?? (() => IDLE));
}

/** The event's list as this phone sees it: the server's, with what is waiting to be sent applied on top. */
export function useQueuedList(eventId: string, list: CheckinList): CheckinList {
  const { items } = useSyncState(useCheckinSync());
  return useMemo(
    () =>
      withQueue(
        list,
        items.filter((item) => item.eventId === eventId),
      ),
    [list, items, eventId],
  );
}
