import type { Announcements } from "@dnd-kit/core";
import { msg, t } from "@/shared/i18n/messages";
import type { BoardIndex } from "./board-state";
import { parseTarget } from "./drop-targets";

/** Read by screen readers on a guest chip (translated where it is given to dnd-kit). */
export const BOARD_INSTRUCTIONS = msg(
  "To seat a guest, press Enter to choose them, then Enter on a table or a seat, or Escape to cancel. To drag instead, press Space to pick them up, use the arrow keys to go from table to table, then Space or Enter to drop, or Escape to cancel. The button beside each guest seats them with a list of tables instead. Ctrl+Z undoes a move, Ctrl+Shift+Z redoes it.",
);

/** What a screen reader hears while a guest is dragged: who, and over which table or seat. */
export function dragAnnouncements(index: BoardIndex): Announcements {
  const guestName = (id: string | number) =>
    index.guestById.get(String(id).replace(/^guest:/, ""))?.name ?? t("Guest");
  const targetName = (id: string | number | undefined) => {
    if (id === undefined) return t("nowhere");
    const target = parseTarget(id);
    if (!target) return t("nowhere");
    if (target.kind === "unseated") return t("the unseated guests");
    const table = index.tableById.get(target.tableId);
    return target.kind === "seat"
      ? t("seat {seat} at {table}", { seat: target.seat, table: table?.name })
      : (table?.name ?? t("a table"));
  };
  return {
    onDragStart: ({ active }) => t("Picked up {guest}.", { guest: guestName(active.id) }),
    onDragOver: ({ active, over }) =>
      over && parseTarget(over.id)
        ? t("{guest} is over {target}.", { guest: guestName(active.id), target: targetName(over.id) })
        : t("{guest} is not over a table.", { guest: guestName(active.id) }),
    onDragEnd: ({ active, over }) =>
      over && parseTarget(over.id)
        ? t("{guest} dropped on {target}.", { guest: guestName(active.id), target: targetName(over.id) })
        : t("{guest} dropped.", { guest: guestName(active.id) }),
    onDragCancel: ({ active }) => t("Moving {guest} was cancelled.", { guest: guestName(active.id) }),
  };
}
