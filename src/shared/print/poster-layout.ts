import { tableSize, type VenueElement } from "../tables";
import { seatedGuests, sortGuests, tableLabel } from "./documents";
import type { PrintOptions, PrintSource, PrintTable } from "./options";
import { type Orientation, PAPER, type PosterSize, pageSize, type Size } from "./paper";
import { columnEm, type FindEntry, findCapacity, findSize, placeEntries } from "./poster-find";
import { type PlanFit, type PlanItem, planFitter } from "./poster-plan";
import { drawPlan } from "./poster-plan-draw";
import { emWidth, estimatedFit, LONG_NAME_EM, type PosterPage } from "./poster-text";
import { compareByLastName } from "./sort";
import { currentT, type PrintT } from "./translate";

/**
 * The seating chart poster, laid out once for both the preview and the PDF: the title, the floor plan with
 * each table's guests under it, and "Find your seat" beside or below it. Sizes grow with the sheet: on A2
 * (twice A4's width) every size is twice A4's, and no name is set below the sheet's legible floor.
 */

export interface PosterContent {
  title: string;
  tables: { table: PrintTable; label: string; guests: string[] }[];
  elements: VenueElement[];
  /** Everyone seated, by last name. */
  find: FindEntry[];
}

export interface PosterLayout {
  page: Size;
  pages: PosterPage[];
  /** The names' size under the tables; null when even the floor does not fit (tables only). */
  nameSize: number | null;
  findSize: number;
  /** The smallest size a name may be set at on this sheet. */
  floor: number;
  plan: PlanFit["bounds"];
}

/** What the poster shows for `source`: the title (the event's when none is typed), tables, guests. */
export function posterContent(
  source: PrintSource,
  options: PrintOptions,
  eventTitle: string,
  t: PrintT = currentT,
): PosterContent {
  const seated = seatedGuests(source, options, t);
  const byTable = new Map<string, typeof seated>();
  for (const guest of seated) byTable.set(guest.table.id, [...(byTable.get(guest.table.id) ?? []), guest]);
  return {
    title: options.title.trim() || eventTitle,
    tables: [...source.plan.tables]
      .sort((a, b) => a.number - b.number)
      .map((table) => ({
        table,
        label: tableLabel(table, options.tableLabel, t),
        guests: sortGuests(byTable.get(table.id) ?? [], "table", t.locale).map((guest) => guest.name),
      })),
    elements: source.plan.venueElements,
    find: [...seated]
      .sort((a, b) => compareByLastName(a.name, b.name, t.locale))
      .map((guest) => ({ name: guest.name, table: guest.tableText })),
  };
}

export const posterOrientation = (options: PrintOptions): Orientation =>
  options.orientation === "auto" ? "landscape" : options.orientation;

/** 1 on A4 or Letter, about 1.4 on A3, 2 on A2: how much larger than a letter-sized sheet this one reads. */
export const posterUnit = (page: Size) => Math.min(page.width, page.height) / PAPER.a4.width;

/** The smallest size a name may be set at: 6 pt on A4 or Letter (read close up), about 7 on A3, 9 on A2
 * (read from a step back), half as large again as the old fit-everything layout set them. */
export const nameFloor = (unit: number) => 3 + 3 * unit;
const NAME_MAX = 14;
/** A name wider than this many ems is drawn smaller rather than push its table's neighbours apart. */
const NAME_EM_CAP = 9;

function rotatedHalf(width: number, height: number, degrees: number) {
  const t = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(t));
  const s = Math.abs(Math.sin(t));
  return { halfWidth: (width * c + height * s) / 2, halfHeight: (width * s + height * c) / 2 };
}

function planItems(content: PosterContent): PlanItem[] {
  return [
    ...content.tables.map(({ table, guests }) => {
      const size = tableSize(table.shape, table.capacity);
      return {
        ...table.position,
        ...rotatedHalf(size.width, size.height, table.rotation),
        names: guests,
        namesEm: Math.min(NAME_EM_CAP, Math.max(0, ...guests.map(emWidth))),
        longestEm: Math.min(LONG_NAME_EM, Math.max(0, ...guests.map(emWidth))),
      };
    }),
    ...content.elements.map((element) => ({
      ...element.position,
      ...rotatedHalf(element.width, element.height, element.rotation),
      names: [],
      namesEm: 0,
      longestEm: 0,
    })),
  ];
}

type Box = { x: number; y: number } & Size;

/** The ways to share the body between plan and list: side by side or stacked, the plan from 45 % to 80 %
 * of it. The plan keeps to its box's start, and the list takes whatever the plan leaves. */
function splits(body: Box, gap: number, fitPlan: (box: Box) => PlanFit) {
  const result: { plan: PlanFit; find: Box }[] = [];
  for (let share = 0.8; share >= 0.449; share -= 0.05) {
    const side = fitPlan({ ...body, width: (body.width - gap) * share });
    const sideShift = side.bounds.x - body.x;
    const sideRight = side.bounds.x + side.bounds.width - sideShift + gap;
    result.push({
      plan: shift(side, -sideShift, 0),
      find: { ...body, x: sideRight, width: body.x + body.width - sideRight },
    });
    const stacked = fitPlan({ ...body, height: (body.height - gap) * share });
    const stackedShift = stacked.bounds.y - body.y;
    const stackedBottom = stacked.bounds.y + stacked.bounds.height - stackedShift + gap;
    result.push({
      plan: shift(stacked, 0, -stackedShift),
      find: { ...body, y: stackedBottom, height: body.y + body.height - stackedBottom },
    });
  }
  return result;
}

/** The plan at the start of `body`, and the strip it leaves beside it for the list's start. */
function beside(plan: PlanFit, body: Box, gap: number, sizeFor: (strip: Box | null) => number) {
  const moved = shift(plan, body.x - plan.bounds.x, 0);
  const x = moved.bounds.x + moved.bounds.width + gap;
  const strip = x < body.x + body.width ? { ...body, x, width: body.x + body.width - x } : null;
  return { plan: moved, find: strip, size: sizeFor(strip) };
}

function shift(fit: PlanFit, dx: number, dy: number): PlanFit {
  return {
    ...fit,
    originX: fit.originX + dx,
    originY: fit.originY + dy,
    bounds: { ...fit.bounds, x: fit.bounds.x + dx, y: fit.bounds.y + dy },
  };
}

/** The poster's sheets. `language`: its headings' translator, and its direction: in a right-to-left
 * language "Find your seat" reads from the right (name at the right, table at the left) and its heading
 * stands at the right; the floor plan is never mirrored. */
export function posterLayout(
  content: PosterContent,
  paper: PosterSize,
  orientation: Orientation,
  language: { t: PrintT; dir: "ltr" | "rtl" } = { t: currentT, dir: "ltr" },
): PosterLayout {
  const { t, dir } = language;
  const page = pageSize(paper, orientation);
  const unit = posterUnit(page);
  const floor = nameFloor(unit);
  const margin = 28 * unit;
  const headingBand = 28 * unit;
  const body: Box = {
    x: margin,
    y: margin + 44 * unit,
    width: page.width - 2 * margin,
    height: page.height - 2 * margin - 44 * unit,
  };
  const items = planItems(content);
  const em = columnEm(content.find);
  const fitPlan = planFitter(items, floor, NAME_MAX * unit);
  const listBox = (box: Box): Box => ({ ...box, y: box.y + headingBand, height: box.height - headingBand });

  // The split where the smaller of the two name sizes is largest, everything on one sheet; when no split
  // holds both at the floor, the plan takes the first sheet and the list follows on its own sheets.
  let best: { plan: PlanFit; find: Box | null; size: number; score: number } | null = null;
  if (content.find.length > 0) {
    for (const split of splits(body, 16 * unit, fitPlan)) {
      const find = findSize(content.find, em, listBox(split.find), floor, NAME_MAX * unit);
      const names = split.plan.nameSize;
      if (names === null || !find.fits) continue;
      // The smaller size first; between equals, the larger other one.
      const score = Math.min(names, find.size) + 0.05 * Math.max(names, find.size);
      if (!best || score > best.score + 1e-6)
        best = { plan: split.plan, find: split.find, size: find.size, score };
    }
  }
  const whole: Box = { ...body, y: margin, height: page.height - 2 * margin };
  const chosen =
    best ??
    beside(fitPlan(body), body, 16 * unit, (strip) => {
      // The size at which the list fits beside the plan and one sheet more; else the floor, on more sheets.
      for (let size = NAME_MAX * unit; size > floor; size /= 1.04) {
        const here = strip ? findCapacity(listBox(strip), size, em).total : 0;
        if (here + findCapacity(listBox(whole), size, em).total >= content.find.length) return size;
      }
      return floor;
    });

  const first: PosterPage = { shapes: [], texts: [] };
  first.texts.push({
    text: content.title,
    x: page.width / 2,
    y: margin + 26 * unit,
    size: estimatedFit(content.title, 26 * unit, body.width),
    maxWidth: body.width,
    align: "center",
    font: "heading",
    color: "ink",
    role: "title",
  });
  drawPlan(first, content, items, chosen.plan, unit);

  const pages = [first];
  let rest = content.find;
  let target = first;
  // The strip beside the plan only when it takes a whole column.
  let box = chosen.find && findCapacity(listBox(chosen.find), chosen.size, em).total > 0 ? chosen.find : null;
  let heading = t("Find your seat");
  while (rest.length > 0) {
    if (!box) {
      target = { shapes: [], texts: [] };
      pages.push(target);
      box = whole;
    }
    target.texts.push({
      text: heading,
      x: dir === "rtl" ? box.x + box.width : box.x,
      y: box.y + 16 * unit,
      size: 16 * unit,
      maxWidth: box.width,
      align: dir === "rtl" ? "end" : "start",
      font: "heading",
      color: "primary",
      role: "heading",
    });
    const placed = placeEntries(rest, listBox(box), chosen.size, em, dir);
    target.texts.push(...placed.texts);
    // A whole sheet always takes at least one line: the floor is far smaller than any sheet.
    rest = rest.slice(Math.max(placed.placed, 1));
    box = null;
    heading = t("Find your seat (continued)");
  }
  return {
    page,
    pages,
    nameSize: chosen.plan.nameSize,
    findSize: chosen.size,
    floor,
    plan: chosen.plan.bounds,
  };
}
