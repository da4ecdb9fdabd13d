import type { TableShape } from "@/shared/constants";
import type { VenueElementKind } from "@/shared/tables";
import type { PlanElement } from "@/web/components/floor-plan/geometry";
import type { DraftTable } from "./layout";

export const SHAPE_LABELS: Record<TableShape, string> = {
  round: "Round",
  rectangular: "Rectangular",
  oval: "Oval",
};

export const ELEMENT_LABELS: Record<VenueElementKind, string> = {
  dance_floor: "Dance floor",
  stage: "Stage",
  bar: "Bar",
  dj: "DJ",
  entrance: "Entrance",
  label: "Label",
};

export const itemName = (item: DraftTable | PlanElement) =>
  "kind" in item ? item.label || ELEMENT_LABELS[item.kind] : item.name;

/** What a screen reader says for a table on the floor plan. */
export function tableDescription(table: DraftTable, seated: number): string {
  const kind = `${table.isHead ? "head table, " : ""}${SHAPE_LABELS[table.shape].toLowerCase()}`;
  const number = table.number === null ? "not saved yet" : `number ${table.number}`;
  return `${table.name}, ${kind}, ${number}, ${table.capacity} seats, ${seated} seated`;
}

export function elementDescription(element: PlanElement): string {
  const kind = ELEMENT_LABELS[element.kind];
  return element.label && element.label !== kind ? `${element.label}, ${kind.toLowerCase()}` : kind;
}

export const positionText = (item: { x: number; y: number }) =>
  `${Math.round(item.x)}, ${Math.round(item.y)}`;
