import type { Announcements } from "@dnd-kit/core";
import type { BoardIndex } from "./board-state";
import { parseTarget } from "./drop-targets";

export const BOARD_INSTRUCTIONS =
  "To seat a guest, press Enter to choose them, then Enter on a table or a seat, or Escape to cancel. " +
  "To drag instead, press Space to pick them up, use the arrow keys to go from table to table, " +
  "then Space or Enter to drop, or Escape to cancel. The button beside each guest seats them with a list " +
  "of tables instead. Ctrl+Z undoes a move, Ctrl+Shift+Z redoes it.";

/** What a screen reader hears while a guest is dragged: who, and over which table or seat. */
export function dragAnnouncements(index: BoardIndex): Announcements {
  const guestName = (id: string | number) =>
    index.guestById.get(String(id).replace(/^guest:/, ""))?.name ?? "Guest";
  const targetName = (id: string | number | undefined) => {
    if (id === undefined) return "nowhere";
    const target = parseTarget(id);
    if (!target) return "nowhere";
    if (target.kind === "unseated") return "the unseated guests";
    const table = index.tableById.get(target.tableId);
    return target.kind === "seat" ? `seat ${target.seat} at ${table?.name}` : (table?.name ?? "a table");
  };
  return {
    onDragStart: ({ active }) => `Picked up ${guestName(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && parseTarget(over.id)
        ? `${guestName(active.id)} is over ${targetName(over.id)}.`
        : `${guestName(active.id)} is not over a table.`,
    onDragEnd: ({ active, over }) =>
      over && parseTarget(over.id)
        ? `${guestName(active.id)} dropped on ${targetName(over.id)}.`
        : `${guestName(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${guestName(active.id)} was cancelled.`,
  };
}
