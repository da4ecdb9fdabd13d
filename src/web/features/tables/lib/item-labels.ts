import type { TableShape } from "@/shared/constants";
import { msg, t } from "@/shared/i18n/messages";
import type { VenueElementKind } from "@/shared/tables";
import type { PlanElement } from "@/web/components/floor-plan/geometry";
import type { DraftTable } from "./layout";

/** Shape names as shown (the stored value stays the English key); translated where shown: t(label). */
export const SHAPE_LABELS: Record<TableShape, string> = {
  round: msg("Round"),
  rectangular: msg("Rectangular"),
  oval: msg("Oval"),
};

/** Venue element kinds as shown; translated where shown: t(label). */
export const ELEMENT_LABELS: Record<VenueElementKind, string> = {
  dance_floor: msg("Dance floor"),
  stage: msg("Stage"),
  bar: msg("Bar"),
  dj: msg("DJ"),
  entrance: msg("Entrance"),
  label: msg("Label"),
};

/** An item's name: a table's name, an element's label (as the owner wrote it) or else its kind. */
export const itemName = (item: DraftTable | PlanElement) =>
  "kind" in item ? item.label || t(ELEMENT_LABELS[item.kind]) : item.name;

/** What a screen reader says for a table on the floor plan. */
export function tableDescription(table: DraftTable, seated: number): string {
  const values = {
    name: table.name,
    shape: table.shape,
    number: table.number ?? 0,
    capacity: table.capacity,
    seated,
  };
  if (table.number === null)
    return table.isHead
      ? t(
          "{name}, head table, {shape, select, round {round} rectangular {rectangular} other {oval}}, not saved yet, {capacity, plural, one {# seat} other {# seats}}, {seated} seated",
          values,
        )
      : t(
          "{name}, {shape, select, round {round} rectangular {rectangular} other {oval}}, not saved yet, {capacity, plural, one {# seat} other {# seats}}, {seated} seated",
          values,
        );
  return table.isHead
    ? t(
        "{name}, head table, {shape, select, round {round} rectangular {rectangular} other {oval}}, number {number}, {capacity, plural, one {# seat} other {# seats}}, {seated} seated",
        values,
      )
    : t(
        "{name}, {shape, select, round {round} rectangular {rectangular} other {oval}}, number {number}, {capacity, plural, one {# seat} other {# seats}}, {seated} seated",
        values,
      );
}

export function elementDescription(element: PlanElement): string {
  const kind = ELEMENT_LABELS[element.kind];
  return element.label && element.label !== kind && element.label !== t(kind)
    ? t(
        "{label}, {kind, select, dance_floor {dance floor} stage {stage} bar {bar} dj {DJ} entrance {entrance} other {label}}",
        {
          label: element.label,
          kind: element.kind,
        },
      )
    : t(kind);
}

export const positionText = (item: { x: number; y: number }) =>
  `${Math.round(item.x)}, ${Math.round(item.y)}`;
