import { z } from "zod";
import { msg } from "./i18n/messages";
import { requiredText } from "./text";

/**
 * An event's history and versions (docs/decisions/026-history.md). Every change to an event's data is one entry
 * of its change log (event_changes, one per user action) with the rows it touched (event_row_changes, their
 * changed fields before and after), written in the change's own transaction by the database's triggers
 * (migration 0010). A version is a named copy of the plan (guests, households, groups, tables, venue elements,
 * seats, rules) to compare with another or with now, and to restore.
 */

/** What a row of the log is: the tables the history triggers watch. */
export const HISTORY_ENTITIES = [
  "guest",
  "household",
  "group",
  "group_member",
  "table",
  "venue_element",
  "rule",
  "event",
  "theme",
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The history screen's "kind" filter: which part of the event an entry changed (from its action). */
export const HISTORY_KINDS = [
  "guests",
  "seating",
  "tables",
  "rules",
  "settings",
  "theme",
  "publication",
  "team",
  "print",
  "versions",
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One row's change in an entry: its changed fields (camelCase) before and after; the whole row when it was
 * added (after only) or removed (before only). `label` is the row's name at the time (a guest's or a table's
 * name, a household's...). `restorable`: a removed guest or table that is not back, so History can restore it. */
export interface HistoryRowChange {
  entity: HistoryEntity;
  id: string;
  label: string | null;
  op: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  restorable?: boolean;
}

/** What an entry did, counted: rows added, removed and changed per entity, and guests moved (table or seat). */
export interface HistoryCounts {
  added: Partial<Record<HistoryEntity, number>>;
  removed: Partial<Record<HistoryEntity, number>>;
  changed: Partial<Record<HistoryEntity, number>>;
  moved: number;
}

/** One user action. `changes` holds the first rows (all of them when asking for the one entry); `total` how
 * many rows it touched; `tables` the names of the tables its rows refer to (removed tables included). */
export interface HistoryEntry {
  version: number;
  at: string;
  actor: { id: string; name: string } | null;
  action: string;
  kind: HistoryKind;
  counts: HistoryCounts;
  changes: HistoryRowChange[];
  total: number;
  tables: Record<string, string>;
  /** The version a version entry (saved, restored, deleted) is about. */
  subject?: { name: string | null; reason: VersionReason | null };
}

/** How many rows an entry carries in the list (the entry's own request gives them all). */
export const HISTORY_LIST_ROWS = 20;
export const HISTORY_PAGE_SIZE = 50;

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Pass as `before` for the next (older) page; null at the start of the history. */
  next: number | null;
  /** The people who made changes, for the person filter. */
  people: { id: string; name: string }[];
  /** What the history takes in the database, versions apart, and the versions'. */
  size: { historyBytes: number; versionBytes: number; entries: number };
}

export const historyQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  actor: z.string().max(100).optional(),
  kind: z.enum(HISTORY_KINDS).optional(),
  guest: z.uuid().optional(),
  table: z.uuid().optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Restoring one removed guest or table from its removal in the history. */
export const restoreRowSchema = z.object({
  entity: z.enum(["guest", "table"]),
  id: z.uuid(),
});
export type RestoreRowInput = z.input<typeof restoreRowSchema>;

/** Why an automatic version was taken; null for one saved by a person with a name. */
export const VERSION_REASONS = [
  "auto-seat",
  "import",
  "replace",
  "bulk-delete",
  "restore",
  "hourly",
] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

export const MAX_VERSION_NAME = 80;

export const VERSION_MESSAGES = {
  nameRequired: msg("Name the version"),
  nameTooLong: msg("A version's name is at most 80 characters"),
  notFound: msg("Version not found"),
  rowNotFound: msg("Nothing to restore: it is not in the history"),
  rowExists: msg("It is already back"),
  notErasable: msg("Guest not found"),
} as const;

export const versionNameSchema = z.object({
  name: requiredText({
    label: msg("Version name"),
    max: MAX_VERSION_NAME,
    required: VERSION_MESSAGES.nameRequired,
    tooLong: VERSION_MESSAGES.nameTooLong,
  }),
});
export type VersionNameInput = z.input<typeof versionNameSchema>;

export interface VersionSummary {
  id: string;
  name: string | null;
  reason: VersionReason | null;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  /** The event's version (its change count) when it was taken. */
  atVersion: number;
  guests: number;
  tables: number;
}

/** `to` is a version's id or "now" (the event as it is). */
export const compareQuerySchema = z.object({
  from: z.uuid(),
  to: z.union([z.uuid(), z.literal("now")]),
});

export interface ComparedGuest {
  id: string;
  name: string;
  tableId: string | null;
  seatNumber: number | null;
}

export interface PlanTable {
  id: string;
  number: number;
  name: string;
  capacity: number;
  shape: string;
  positionX: number;
  positionY: number;
  rotation: number;
  isHead: boolean;
}

export interface PlanElement {
  id: string;
  kind: string;
  label: string;
  positionX: number;
  positionY: number;
  width: number;
  height: number;
  rotation: number;
}

/** What differs between two states of the plan. Table names for every table id of either side are in
 * `tableNames`; `plan` is the `to` side's floor plan, with the moved guests' ids in `moved`. */
export interface Comparison {
  guests: {
    added: ComparedGuest[];
    removed: ComparedGuest[];
    moved: { id: string; name: string; from: ComparedGuest; to: ComparedGuest }[];
    changed: { id: string; name: string; fields: string[] }[];
  };
  tables: {
    added: { id: string; name: string }[];
    removed: { id: string; name: string }[];
    changed: { id: string; name: string; fields: string[] }[];
  };
  households: { added: string[]; removed: string[] };
  groups: { added: string[]; removed: string[] };
  rules: { added: number; removed: number };
  elements: { added: number; removed: number; changed: number };
  tableNames: Record<string, string>;
  plan: { tables: PlanTable[]; elements: PlanElement[]; seated: Record<string, number> };
  empty: boolean;
}

/** A version's copy of the plan as the database keeps it (seatwise_snapshot, migration 0010): each table's
 * rows as they are stored (snake_case columns), and the guests' groups as [guest id, group id] pairs. */
export interface PlanSnapshot {
  guests: Record<string, unknown>[];
  households: Record<string, unknown>[];
  groups: Record<string, unknown>[];
  members: [string, string][];
  tables: Record<string, unknown>[];
  elements: Record<string, unknown>[];
  rules: Record<string, unknown>[];
}
