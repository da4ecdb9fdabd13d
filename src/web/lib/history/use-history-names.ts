import { useMemo } from "react";
import { useGuestList } from "../guest-list-query";
import type { HistoryNames } from "./row-fields";

/** The names the history's rows point at by id (guests, households, groups), from the guest list the Guests
 * screen keeps; without it (still loading, or refused) rows name what they carry themselves. */
export function useHistoryNames(eventId: string): HistoryNames {
  const list = useGuestList(eventId).data;
  return useMemo(() => {
    if (!list) return {};
    const byId = (items: { id: string; name: string }[]) =>
      new Map(items.map((item) => [item.id, item.name]));
    return { guests: byId(list.guests), households: byId(list.households), groups: byId(list.groups) };
  }, [list]);
}
