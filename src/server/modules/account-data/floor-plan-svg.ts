import { escapeHtml } from "@/server/lib/escape-html";
import type { ImportedEvent } from "@/shared/account-data";
import { t } from "@/shared/i18n/messages";
import { tableSize, VENUE_ELEMENT_DEFAULTS } from "@/shared/tables";

type Plan = Pick<ImportedEvent, "tables" | "venueElements">;

const MARGIN = 40;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The floor plan as a standalone SVG for the data download: venue elements below, then each table in its
 * shape, size (src/shared/tables.ts tableSize), position and rotation, with its number and name. The view box
 * is the plan's bounds, so it opens framed in any viewer.
 */
export function floorPlanSvg(plan: Plan): string {
  const items = [
    ...plan.venueElements.map((element) => ({
      ...element,
      half: Math.hypot(element.width, element.height) / 2,
    })),
    ...plan.tables.map((table) => {
      const size = tableSize(table.shape, table.capacity);
      return { x: table.x, y: table.y, half: Math.hypot(size.width, size.height) / 2 };
    }),
  ];
  const minX = Math.min(0, ...items.map((item) => item.x - item.half)) - MARGIN;
  const minY = Math.min(0, ...items.map((item) => item.y - item.half)) - MARGIN;
  const maxX = Math.max(400, ...items.map((item) => item.x + item.half)) + MARGIN;
  const maxY = Math.max(300, ...items.map((item) => item.y + item.half)) + MARGIN;
  const shapes: string[] = [];
  for (const element of [...plan.venueElements].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const label = element.label || t(VENUE_ELEMENT_DEFAULTS[element.kind].label);
    shapes.push(
      `<g transform="translate(${round(element.x)} ${round(element.y)}) rotate(${round(element.rotation)})">` +
        `<rect x="${round(-element.width / 2)}" y="${round(-element.height / 2)}" width="${round(element.width)}" height="${round(element.height)}" rx="6" fill="#f4f1fb" stroke="#a69bd1"/>` +
        `<text text-anchor="middle" dominant-baseline="central" font-size="14" fill="#3b3355">${escapeHtml(label)}</text></g>`,
    );
  }
  for (const table of [...plan.tables].sort((a, b) => a.number - b.number)) {
    const { width, height } = tableSize(table.shape, table.capacity);
    const outline =
      table.shape === "rectangular"
        ? `<rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="4"`
        : `<ellipse rx="${width / 2}" ry="${height / 2}"`;
    const title = t("Table {number}", { number: table.number });
    const name =
      table.name && table.name !== title ? `<tspan x="0" dy="16">${escapeHtml(table.name)}</tspan>` : "";
    shapes.push(
      `<g transform="translate(${round(table.x)} ${round(table.y)}) rotate(${round(table.rotation)})">` +
        `${outline} fill="${table.isHead ? "#fdf3e3" : "#ffffff"}" stroke="#1f1a2e" stroke-width="2"/>` +
        `<text text-anchor="middle" font-size="13" fill="#1f1a2e"><tspan x="0" dy="${name ? -4 : 4}" font-weight="600">${escapeHtml(title)}</tspan>${name}</text></g>`,
    );
  }
  const width = round(maxX - minX);
  const height = round(maxY - minY);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(minX)} ${round(minY)} ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif">`,
    `<rect x="${round(minX)}" y="${round(minY)}" width="${width}" height="${height}" fill="#fafafa"/>`,
    ...shapes,
    `</svg>`,
    "",
  ].join("\n");
}
