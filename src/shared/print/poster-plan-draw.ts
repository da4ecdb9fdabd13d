import { tableSize } from "../tables";
import type { PosterContent } from "./poster-layout";
import { listLines, type PlanFit, type PlanItem } from "./poster-plan";
import { emWidth, estimatedFit, type PosterPage, type PosterShape, type PosterText } from "./poster-text";

/** The floor plan's drawing on the poster's first sheet: venue elements, tables, their names and guests. */

export function drawPlan(
  page: PosterPage,
  content: PosterContent,
  items: PlanItem[],
  fit: PlanFit,
  unit: number,
) {
  const at = (x: number, y: number) => ({
    cx: fit.originX + x * fit.scale,
    cy: fit.originY + y * fit.scaleY,
  });
  for (const element of content.elements) {
    const shape: PosterShape = {
      kind: "rect",
      ...at(element.position.x, element.position.y),
      width: element.width * fit.scale * fit.glyph,
      height: element.height * fit.scale * fit.glyph,
      rotation: element.rotation,
      style: "element",
    };
    page.shapes.push(shape);
    const size = estimatedFit(element.label, Math.min(14 * unit, shape.height * 0.3), shape.width * 0.9);
    page.texts.push(label(element.label, shape.cx, shape.cy, size, shape.width * 0.9, "element"));
  }
  // Every table's name at one size: as large as the smallest table's outline holds, and at least as large
  // as the guests' names (or the floor, without lists, so a table can be found from "Find your seat").
  const least = fit.nameSize ?? fit.floor;
  const outline = Math.min(
    ...content.tables.map(({ table }) => {
      const size = tableSize(table.shape, table.capacity);
      return Math.max(size.height * 0.38, size.width * 0.25);
    }),
  );
  const wanted = Math.min(18 * unit, Math.max(outline * fit.scale * fit.glyph, least * 1.1));
  for (const [index, { table, label: text }] of content.tables.entries()) {
    const item = items[index]!;
    const size = tableSize(table.shape, table.capacity);
    const shape: PosterShape = {
      kind: table.shape === "rectangular" ? "rect" : "ellipse",
      ...at(table.position.x, table.position.y),
      width: size.width * fit.scale * fit.glyph,
      height: size.height * fit.scale * fit.glyph,
      rotation: table.rotation,
      style: "table",
    };
    page.shapes.push(shape);
    // It may overhang the outline, never the block its list takes.
    const room = Math.max(
      item.halfWidth * 2 * fit.scale * fit.glyph * 0.85,
      fit.nameSize === null ? emWidth(text) * least * 1.1 : item.namesEm * least,
    );
    page.texts.push(label(text, shape.cx, shape.cy, estimatedFit(text, wanted, room), room, "table"));
    for (const line of listLines(item, fit)) {
      page.texts.push({
        text: line.name,
        x: line.x,
        y: line.y,
        size: estimatedFit(line.name, fit.nameSize ?? 0, line.width),
        maxWidth: line.width,
        align: "center",
        font: "body",
        color: "ink",
        role: "name",
      });
    }
  }
}

function label(
  text: string,
  cx: number,
  cy: number,
  size: number,
  maxWidth: number,
  role: "table" | "element",
) {
  const entry: PosterText = {
    text,
    x: cx,
    y: cy + size * 0.35,
    size,
    maxWidth,
    align: "center",
    font: role === "table" ? "heading" : "body",
    color: role === "table" ? "ink" : "muted",
    role,
  };
  return entry;
}
