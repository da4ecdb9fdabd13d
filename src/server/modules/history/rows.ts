import type { HistoryEntity } from "@/shared/history";

/** A row of event_row_changes as read. */
export interface StoredRow {
  version: number;
  entity: HistoryEntity;
  row_id: string;
  label: string | null;
  op: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The row_id of a bulk insert's one log row (migration 0010: a statement adding over 100 rows logs each as
 * [id, name, table id], not whole). */
export const BULK_ROW = "*";

/** A bulk insert's log row as the rows it added. */
export function expandBulk(row: StoredRow): StoredRow[] {
  const added = row.after as unknown as [string, string | null, string | null][];
  return added.map(([id, label, tableId]) => ({
    version: row.version,
    entity: row.entity,
    row_id: String(id),
    label: label ?? null,
    op: "insert" as const,
    before: null,
    after: tableId ? { table_id: tableId } : null,
  }));
}

/** What the API leaves out of a logged row: its id and event (the log's own columns) and the bookkeeping every
 * write changes. The triggers log added and removed rows whole (migration 0010: cheaper per row), and an
 * update's changed fields without these. */
const NOT_SHOWN = new Set([
  "id",
  "event_id",
  "version",
  "updated_by",
  "updated_at",
  "settings_version",
  "settings_updated_by",
  "layout_version",
  "layout_updated_by",
]);

export const isShown = (key: string) => !NOT_SHOWN.has(key);

/** A row as the history keeps it (the database's snake_case columns) as the API gives it (camelCase). */
export function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    if (isShown(key)) result[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  return result;
}
