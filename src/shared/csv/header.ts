import { recogniseHeader } from "./header-names";
import type { CsvRow } from "./parse";
import { type ImportTarget, MULTI_COLUMN_TARGETS } from "./targets";

/** How many rows at the top of a file may sit above its header (titles, dates, notes to self: a
 * spreadsheet's title block can run to 40 lines). */
export const HEADER_SEARCH_ROWS = 50;

/**
 * The header row: among the first rows, the first one with the most recognised column names. A file whose
 * header names nothing we know still has its first row taken as the header (a guest file always has one).
 */
export function findHeaderRow(rows: CsvRow[]): number {
  let bestIndex = 0;
  let bestScore = 0;
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const targets = new Set(rows[index]!.cells.map((cell) => recogniseHeader(cell)?.target).filter(Boolean));
    if (targets.size > bestScore) {
      bestScore = targets.size;
      bestIndex = index;
    }
  }
  return bestIndex;
}

/**
 * The mapping the preview starts from: each column to the target its header names. For a one-column target,
 * the surest column wins and the others are ignored. With no name column recognised, a column whose header
 * holds "name" (or, failing that, the first column) is taken as the name, so a plain list still imports.
 */
export function guessMapping(headers: string[]): ImportTarget[] {
  const recognised = headers.map((header) => recogniseHeader(header));
  const mapping: ImportTarget[] = headers.map(() => "ignore");
  const best = new Map<ImportTarget, { index: number; score: number }>();
  recognised.forEach((found, index) => {
    if (!found) return;
    if (MULTI_COLUMN_TARGETS.has(found.target)) {
      mapping[index] = found.target;
      return;
    }
    const current = best.get(found.target);
    if (!current || found.score > current.score) best.set(found.target, { index, score: found.score });
  });
  for (const [target, { index }] of best) mapping[index] = target;
  const hasName = mapping.some(
    (target) => target === "name" || target === "firstName" || target === "lastName",
  );
  if (!hasName && headers.length > 0) {
    const nameLike = headers.findIndex(
      (header, index) => mapping[index] === "ignore" && /name/i.test(header),
    );
    const fallback = nameLike >= 0 ? nameLike : mapping[0] === "ignore" ? 0 : -1;
    if (fallback >= 0) mapping[fallback] = "name";
  }
  return mapping;
}
