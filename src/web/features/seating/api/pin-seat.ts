import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PinSeatInput } from "@/shared/auto-seat-plan";
import { api, unwrap } from "@/web/lib/api-client";

/** Pins a guest to the seat they have, or unpins them; every query about the event (the board, auto-seat's
 * data) reads again. */
export function usePinSeat(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PinSeatInput) =>
      unwrap(api.events[":eventId"]["auto-seat"]["seat-pin"].$put({ param: { eventId }, json: input })),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(eventId) }),
  });
}
