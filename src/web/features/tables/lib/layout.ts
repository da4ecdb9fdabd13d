import { TABLE_CAPACITY } from "@/shared/constants";
import { t } from "@/shared/i18n/messages";
import {
  type FloorPlan,
  NEW_ID_PREFIX,
  normalizeRotation,
  type SaveFloorPlanInput,
  VENUE_ELEMENT_DEFAULTS,
  type VenueElementKind,
} from "@/shared/tables";
import { clampToCanvas, type PlanElement, type PlanTable } from "@/web/components/floor-plan/geometry";

/** A table as the editor drafts it: what the owner edits. Who sits there is not part of the draft: the
 * Assign Seats tab changes it while this editor stays open, so it is read live from the server's plan. */
export type DraftTable = Omit<PlanTable, keyof Occupancy>;

/** Who sits at a saved table, as the server last said. */
export type Occupancy = Pick<PlanTable, "seated" | "occupiedSeats">;

const EMPTY: Occupancy = { seated: 0, occupiedSeats: [] };

/** The seated guests of every saved table of `plan`, by table id; a table not saved yet has none. */
export function occupancyById(plan: FloorPlan): ReadonlyMap<string, Occupancy> {
  return new Map(plan.tables.map((t) => [t.id, { seated: t.seated, occupiedSeats: t.occupiedSeats }]));
}

export const occupancyOf = (occupancy: ReadonlyMap<string, Occupancy>, id: string): Occupancy =>
  occupancy.get(id) ?? EMPTY;

/** What the editor edits: the plan as drawn, in the order of the list. */
export interface Layout {
  tables: readonly DraftTable[];
  elements: readonly PlanElement[];
}

let sequence = 0;
/** A client id for an unsaved row ('new-…', NEW_ID_PREFIX). */
export function newId() {
  sequence += 1;
  return `${NEW_ID_PREFIX}${Date.now().toString(36)}-${sequence}`;
}

export function fromFloorPlan(plan: FloorPlan): Layout {
  return {
    tables: plan.tables.map((t) => ({
      id: t.id,
      number: t.number,
      name: t.name,
      capacity: t.capacity,
      shape: t.shape,
      x: t.position.x,
      y: t.position.y,
      rotation: t.rotation,
      isHead: t.isHead,
    })),
    elements: plan.venueElements.map((e) => ({
      id: e.id,
      kind: e.kind,
      label: e.label,
      x: e.position.x,
      y: e.position.y,
      width: e.width,
      height: e.height,
      rotation: e.rotation,
    })),
  };
}

export function toSaveInput(layout: Layout): SaveFloorPlanInput {
  return {
    tables: layout.tables.map((t) => ({
      id: t.id,
      name: t.name,
      capacity: t.capacity,
      shape: t.shape,
      position: { x: t.x, y: t.y },
      rotation: t.rotation,
      isHead: t.isHead,
    })),
    venueElements: layout.elements.map((e) => ({
      id: e.id,
      kind: e.kind,
      label: e.label,
      position: { x: e.x, y: e.y },
      width: e.width,
      height: e.height,
      rotation: e.rotation,
    })),
  };
}

/** A new table is 'Table {count + 1}', round, of the default capacity, at (200,200). */
export function newTable(count: number, overrides: Partial<DraftTable> = {}): DraftTable {
  return {
    id: newId(),
    number: null,
    name: `Table ${count + 1}`,
    capacity: TABLE_CAPACITY.default,
    shape: "round",
    x: 200,
    y: 200,
    rotation: 0,
    isHead: false,
    ...overrides,
  };
}

/** An event without tables starts with two unsaved ones at (100,100) and (300,100). */
export const defaultLayout = (): Layout => ({
  tables: [newTable(0, { x: 100, y: 100 }), newTable(1, { x: 300, y: 100 })],
  elements: [],
});

export function newElement(kind: VenueElementKind, at: { x: number; y: number }): PlanElement {
  const defaults = VENUE_ELEMENT_DEFAULTS[kind];
  // A new element's label is written in the owner's language; from then on it is theirs, as they edit it.
  return { id: newId(), kind, ...defaults, label: t(defaults.label), x: at.x, y: at.y, rotation: 0 };
}

const mapSome = <T extends { id: string }>(
  items: readonly T[],
  ids: ReadonlySet<string>,
  f: (item: T) => T,
) => {
  let changed = false;
  const next = items.map((item) => {
    if (!ids.has(item.id)) return item;
    const updated = f(item);
    changed ||= updated !== item;
    return updated;
  });
  return changed ? next : items;
};

/** Applies `f` to the selected tables and elements; the layout stays the same object when nothing changed. */
function mapItems(
  layout: Layout,
  ids: ReadonlySet<string>,
  f: <T extends DraftTable | PlanElement>(item: T) => T,
): Layout {
  const tables = mapSome(layout.tables, ids, f);
  const elements = mapSome(layout.elements, ids, f);
  return tables === layout.tables && elements === layout.elements ? layout : { tables, elements };
}

export const moveItems = (layout: Layout, ids: ReadonlySet<string>, dx: number, dy: number) =>
  dx === 0 && dy === 0
    ? layout
    : mapItems(layout, ids, (item) => ({
        ...item,
        x: clampToCanvas(item.x + dx),
        y: clampToCanvas(item.y + dy),
      }));

export const rotateItems = (layout: Layout, ids: ReadonlySet<string>, degrees: number) =>
  mapItems(layout, ids, (item) => ({ ...item, rotation: normalizeRotation(item.rotation + degrees) }));

export const removeItems = (layout: Layout, ids: ReadonlySet<string>): Layout => ({
  tables: layout.tables.filter((t) => !ids.has(t.id)),
  elements: layout.elements.filter((e) => !ids.has(e.id)),
});

export function updateTable(layout: Layout, id: string, patch: Partial<DraftTable>): Layout {
  return { ...layout, tables: mapSome(layout.tables, new Set([id]), (t) => ({ ...t, ...patch })) };
}

export function updateElement(layout: Layout, id: string, patch: Partial<PlanElement>): Layout {
  return { ...layout, elements: mapSome(layout.elements, new Set([id]), (e) => ({ ...e, ...patch })) };
}

const DUPLICATE_OFFSET = 40;

/** Copies of the selected items, offset down and right; new tables are named as 'Add table' names them.
 * Answers the layout and the copies' ids, to select them. */
export function duplicateItems(
  layout: Layout,
  ids: ReadonlySet<string>,
): { layout: Layout; ids: Set<string> } {
  const created = new Set<string>();
  const shift = (value: number) => clampToCanvas(value + DUPLICATE_OFFSET);
  const tables = [...layout.tables];
  for (const table of layout.tables.filter((t) => ids.has(t.id))) {
    const copy = newTable(tables.length, {
      capacity: table.capacity,
      shape: table.shape,
      rotation: table.rotation,
      isHead: table.isHead,
      x: shift(table.x),
      y: shift(table.y),
    });
    tables.push(copy);
    created.add(copy.id);
  }
  const elements = [...layout.elements];
  for (const element of layout.elements.filter((e) => ids.has(e.id))) {
    const copy = { ...element, id: newId(), x: shift(element.x), y: shift(element.y) };
    elements.push(copy);
    created.add(copy.id);
  }
  return { layout: { tables, elements }, ids: created };
}

const sameTable = (a: DraftTable, b: DraftTable) =>
  a.id === b.id &&
  a.name === b.name &&
  a.capacity === b.capacity &&
  a.shape === b.shape &&
  a.x === b.x &&
  a.y === b.y &&
  a.rotation === b.rotation &&
  a.isHead === b.isHead;

const sameElement = (a: PlanElement, b: PlanElement) =>
  a.id === b.id &&
  a.kind === b.kind &&
  a.label === b.label &&
  a.x === b.x &&
  a.y === b.y &&
  a.width === b.width &&
  a.height === b.height &&
  a.rotation === b.rotation;

/** Whether two layouts would save the same plan. */
export function sameLayout(a: Layout, b: Layout): boolean {
  if (a === b) return true;
  return (
    a.tables.length === b.tables.length &&
    a.elements.length === b.elements.length &&
    a.tables.every((t, i) => sameTable(t, b.tables[i]!)) &&
    a.elements.every((e, i) => sameElement(e, b.elements[i]!))
  );
}
