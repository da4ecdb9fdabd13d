import type { HistoryEntry, HistoryRowChange } from "@/shared/history";
import { t } from "@/shared/i18n/messages";
import { changedFields, type FieldLine, fieldValue, type HistoryNames, NO_VALUE } from "./row-fields";

/** One row of an entry as its details show it: what it is, whether it was added, removed or changed, and
 * for a change its fields before → after. */
export interface RowView {
  key: string;
  title: string;
  change: "added" | "removed" | "changed";
  lines: FieldLine[];
  /** A table or element moved on the floor plan (said as one line, not as coordinates). */
  moved: boolean;
  /** Fields the app has no name for. */
  others: number;
  /** A removed guest or table that History can bring back. */
  restore?: { entity: "guest" | "table"; id: string };
}

function titleOf(row: HistoryRowChange, names: HistoryNames): string {
  const values = row.after ?? row.before ?? {};
  const name = row.label ?? (typeof values.name === "string" ? values.name : null);
  switch (row.entity) {
    case "event":
      return t("Event settings");
    case "theme":
      return t("Theme");
    case "rule":
      return name ?? t("Seating rule");
    case "group_member":
      return row.label ?? fieldValue("guestId", values.guestId, { tables: {} }, names);
    case "venue_element":
      return name || t("Venue element");
    default:
      return name ?? NO_VALUE;
  }
}

export function rowView(
  row: HistoryRowChange,
  entry: Pick<HistoryEntry, "tables">,
  names: HistoryNames,
): RowView {
  const key = `${row.entity}:${row.id}:${row.op}`;
  const title = titleOf(row, names);
  // Joining or leaving a group reads as the guest's Group line changing.
  if (row.entity === "group_member") {
    const group = fieldValue("groupId", (row.after ?? row.before)?.groupId, entry, names);
    const line = {
      field: "groupId",
      label: t("Group"),
      before: row.op === "insert" ? NO_VALUE : group,
      after: row.op === "insert" ? group : NO_VALUE,
    };
    return { key, title, change: "changed", lines: [line], moved: false, others: 0 };
  }
  if (row.op !== "update") {
    const { entity } = row;
    const restore =
      row.restorable && (entity === "guest" || entity === "table") ? { entity, id: row.id } : undefined;
    return {
      key,
      title,
      change: row.op === "insert" ? "added" : "removed",
      lines: [],
      moved: false,
      others: 0,
      ...(restore ? { restore } : {}),
    };
  }
  return { key, title, change: "changed", ...changedFields(row, entry, names) };
}
