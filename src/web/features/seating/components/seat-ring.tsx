import { memo, useMemo } from "react";
import { type SeatLayout, seatLayout, seatShape } from "@/shared/seat-layout";
import type { BoardGuest } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { useT } from "@/web/lib/i18n";
import { type NextToPairs, seatLinks } from "../lib/seat-links";

/** Pixels per unit of the seat layout (seats along a side are one unit apart). */
const PITCH = 38;
const SEAT_RADIUS = 0.4;
/** Room round the seats for their numbers. */
const MARGIN = SEAT_RADIUS + 0.45;

/** "Ann Bell" → "AB", "Cy" → "C". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? "")[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

function viewBox({ seats, table }: SeatLayout) {
  const half =
    table.kind === "circle"
      ? { x: table.radius, y: table.radius }
      : { x: table.width / 2, y: table.height / 2 };
  const minX = Math.min(-half.x, ...seats.map((s) => s.x - MARGIN));
  const maxX = Math.max(half.x, ...seats.map((s) => s.x + MARGIN));
  const minY = Math.min(-half.y, ...seats.map((s) => s.y - MARGIN));
  const maxY = Math.max(half.y, ...seats.map((s) => s.y + MARGIN));
  return { minX, minY, width: maxX - minX, height: maxY - minY };
}

/** The ring's drawn height at its natural size (the card list's first guess of a card's height). */
export function seatRingHeight(table: Pick<FloorTable, "shape" | "isHead" | "capacity">): number {
  return viewBox(seatLayout(seatShape(table), table.capacity)).height * PITCH;
}

/** Where a seat's number goes: just outside the seat, away from the table. */
function numberAt(layout: SeatLayout, seat: { x: number; y: number }) {
  const reach = SEAT_RADIUS + 0.24;
  if (layout.table.kind === "circle") {
    const length = Math.hypot(seat.x, seat.y) || 1;
    return { x: seat.x + (seat.x / length) * reach, y: seat.y + (seat.y / length) * reach };
  }
  return { x: seat.x, y: seat.y + Math.sign(seat.y || -1) * reach };
}

/** A small diamond's corners round (x, y), for a polygon's points. */
const diamond = (x: number, y: number, r = 0.19) =>
  [
    [x, y - r],
    [x + r, y],
    [x, y + r],
    [x - r, y],
  ]
    .map((corner) => corner.join(","))
    .join(" ");

type Link = { a: number; b: number; kind: "household" | "next-to"; label: string };

/**
 * A table's seats drawn round its shape (src/shared/seat-layout.ts, the seat model's numbering and neighbours):
 * each seat numbered, with the initials of who sits there (the full name as its accessible name and tooltip),
 * empty seats dashed. Neighbouring seats of one household are linked; a kept 'next to' wish is marked with a
 * diamond. Memoised on the table, its guests and the wishes: a drag elsewhere does not draw it again.
 */
export const SeatRing = memo(function SeatRing({
  table,
  guests,
  nextTo,
}: {
  table: FloorTable;
  guests: BoardGuest[];
  nextTo: NextToPairs;
}) {
  const t = useT();
  const shape = seatShape(table);
  const layout = useMemo(() => seatLayout(shape, table.capacity), [shape, table.capacity]);
  const box = useMemo(() => viewBox(layout), [layout]);
  const bySeat = useMemo(() => {
    const map = new Map<number, BoardGuest>();
    for (const guest of guests) if (guest.seatNumber !== null) map.set(guest.seatNumber, guest);
    return map;
  }, [guests]);
  const links = useMemo(
    () =>
      seatLinks(shape, table.capacity, bySeat, nextTo).map(
        ({ a, b, kind, first, second }): Link => ({
          a,
          b,
          kind,
          label:
            kind === "next-to"
              ? t("{a} and {b}: next-to wish kept", { a: first.name, b: second.name })
              : t("{a} and {b}: same household, side by side", { a: first.name, b: second.name }),
        }),
      ),
    [shape, table.capacity, bySeat, nextTo, t],
  );
  const { seats } = layout;

  return (
    <figure className="flex flex-col items-center gap-1" data-seat-ring={shape}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG's group of seats, where a fieldset cannot be */}
      <svg
        role="group"
        aria-label={t("Seating diagram of {table}", { table: table.name })}
        viewBox={`${box.minX} ${box.minY} ${box.width} ${box.height}`}
        width={box.width * PITCH}
        height={box.height * PITCH}
        className="h-auto max-h-64 max-w-full"
      >
        {layout.table.kind === "circle" ? (
          <circle r={layout.table.radius} className="fill-card stroke-lavender-400" strokeWidth={0.05} />
        ) : (
          <rect
            x={-layout.table.width / 2}
            y={-layout.table.height / 2}
            width={layout.table.width}
            height={layout.table.height}
            rx={0.12}
            className={
              table.isHead ? "fill-champagne-100 stroke-champagne-500" : "fill-card stroke-lavender-400"
            }
            strokeWidth={0.05}
          />
        )}
        {links.map((link) => {
          const from = seats[link.a - 1]!;
          const to = seats[link.b - 1]!;
          return (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a <g> is not interactive; the link is an image with a name
            <g key={`${link.a}-${link.b}`} role="img" aria-label={link.label} data-link={link.kind}>
              <title>{link.label}</title>
              <line
                x1={from.x}
                y1={from.y}
                x2={to.x}
                y2={to.y}
                strokeWidth={0.16}
                strokeLinecap="round"
                className={link.kind === "next-to" ? "stroke-rose-500" : "stroke-lavender-500"}
              />
              {link.kind === "next-to" ? (
                <polygon
                  points={diamond((from.x + to.x) / 2, (from.y + to.y) / 2)}
                  className="fill-rose-500 stroke-card"
                  strokeWidth={0.05}
                />
              ) : null}
            </g>
          );
        })}
        {seats.map((seat, i) => {
          const number = i + 1;
          const guest = bySeat.get(number);
          const label = guest
            ? t("Seat {seat}: {guest}", { seat: number, guest: guest.name })
            : t("Seat {seat}: empty", { seat: number });
          const at = numberAt(layout, seat);
          return (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a <g> is not interactive; the seat is an image with a name
            <g key={number} role="img" aria-label={label} data-seat={number} data-guest={guest?.name}>
              <title>{label}</title>
              <circle
                cx={seat.x}
                cy={seat.y}
                r={SEAT_RADIUS}
                strokeWidth={0.05}
                strokeDasharray={guest ? undefined : "0.12 0.08"}
                className={guest ? "fill-lavender-500 stroke-lavender-700" : "fill-card stroke-lavender-300"}
              />
              {guest ? (
                <text
                  x={seat.x}
                  y={seat.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={0.32}
                  className="pointer-events-none fill-white font-semibold"
                >
                  {initials(guest.name)}
                </text>
              ) : null}
              <text
                x={at.x}
                y={at.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={0.24}
                className="pointer-events-none fill-muted-foreground tabular-nums"
              >
                {number}
              </text>
            </g>
          );
        })}
      </svg>
      {links.length ? <RingLegend links={links} /> : null}
    </figure>
  );
});

/** What the links mean, under a ring that has some (the links' own names say it to a screen reader). */
function RingLegend({ links }: { links: Link[] }) {
  const t = useT();
  return (
    <figcaption
      aria-hidden="true"
      className="flex flex-wrap justify-center gap-x-3 text-xs text-muted-foreground"
    >
      {links.some((link) => link.kind === "household") ? (
        <span className="flex items-center gap-1">
          <span className="inline-block h-1 w-3 rounded-full bg-lavender-500" />
          {t("Household")}
        </span>
      ) : null}
      {links.some((link) => link.kind === "next-to") ? (
        <span className="flex items-center gap-1">
          <span className="inline-block size-2 rotate-45 bg-rose-500" />
          {t("Next-to wish kept")}
        </span>
      ) : null}
    </figcaption>
  );
}
