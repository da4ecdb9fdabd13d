import type { SeatMoveInput } from "@/shared/seating";
import { api, unwrap } from "@/web/lib/api-client";

/** Seats, moves or unseats guests in one server transaction: all of them or none. */
export function moveGuests({ eventId, moves }: { eventId: string; moves: SeatMoveInput[] }) {
  return unwrap(api.events[":eventId"].seating.moves.$post({ param: { eventId }, json: { moves } }));
}
