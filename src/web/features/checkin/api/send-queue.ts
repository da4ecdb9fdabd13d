import type { ArrivalSync, ArrivalSyncResult, WalkInInput, WalkInResult } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";

/** A phone's queued check-ins and undos (at most CHECKIN_LIMITS.batch), with its clock when sending. */
export function sendArrivals(eventId: string, batch: ArrivalSync): Promise<ArrivalSyncResult> {
  return unwrap(api.events[":eventId"].checkin.sync.$post({ param: { eventId }, json: batch }));
}

/** One walk-in; with its `id` it is added once however often it is sent. */
export function sendWalkIn(eventId: string, input: WalkInInput): Promise<WalkInResult> {
  return unwrap(api.events[":eventId"].checkin["walk-ins"].$post({ param: { eventId }, json: input }));
}
