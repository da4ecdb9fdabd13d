import { evaluatePlan } from "./evaluate";
import { type Planted, type PlantedOptions, plantedInstance } from "./planted";
import { Random } from "./random";
import { seatGraph } from "./seat-graph";
import type { SeatGuest, SeatRule, TableShape } from "./types";

/**
 * Seat-level test and benchmark instances (version 2): a planted instance (planted.ts) whose tables get
 * shapes (a head table in a row, banquet tables, round ones) and whose hidden plan gets hidden seats: at
 * each table the households sit contiguously along a Hamiltonian path of the seats, then 'next-to' wishes are
 * planted between guests the hidden seating puts side by side (soft ones, and a few hard ones), and some
 * guests locked to their table are locked to their hidden seat. The hidden seating reaches the planted seat
 * score, so a solver's seat score divided by it says how close it comes (it may pass it: the hidden seating
 * is a good one, not always the best). All wishes stay inside tables, so the hidden plan keeps the best
 * table-level score.
 */

export interface PlantedSeats extends Planted {
  hiddenSeats: Record<string, number>;
  hiddenSeatScore: number;
}

const NEXT_TO_WEIGHTS = [5, 10, 20];
/** Share of guests with a soft 'next-to' wish towards a neighbour of the hidden seating, and a hard one. */
const SOFT_NEXT_TO = 0.15;
const HARD_NEXT_TO = 0.03;
/** Share of table-locked guests also locked to their seat. */
const SEAT_LOCKS = 0.5;

function shuffle<T>(rng: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export function plantedSeatInstance(options: PlantedOptions): PlantedSeats {
  const planted = plantedInstance(options);
  const { instance, hidden } = planted;
  const rng = new Random(options.seed ^ 0x5ea75);
  const tables = instance.tables.map((table, t) => {
    const shape: TableShape =
      t === 0 && instance.tables.length > 8 ? "row" : rng.next() < 0.3 ? "rect" : "round";
    return { ...table, shape };
  });
  const byTable = new Map<string, SeatGuest[]>(tables.map((table) => [table.id, []]));
  for (const guest of instance.guests) byTable.get(hidden[guest.id]!)!.push(guest);

  const hiddenSeats: Record<string, number> = Object.create(null);
  const guests = instance.guests.map((guest) => ({ ...guest }));
  const guestById = new Map(guests.map((guest) => [guest.id, guest]));
  const rules: SeatRule[] = [...(instance.rules ?? [])];
  let hiddenScore = planted.hiddenScore;
  const hard = new Map<string, number>();
  for (const table of tables) {
    const atTable = byTable.get(table.id)!;
    // Households as blocks, in a random order, laid along the seats' Hamiltonian path.
    const blocks = new Map<string, SeatGuest[]>();
    for (const guest of atTable) {
      const key = guest.party ?? `single ${guest.id}`;
      blocks.set(key, [...(blocks.get(key) ?? []), guest]);
    }
    const graph = seatGraph(table.shape, table.capacity);
    const sequence = shuffle(rng, [...blocks.values()]).flat();
    const seatOf = new Map<string, number>();
    for (const [k, guest] of sequence.entries()) {
      seatOf.set(guest.id, graph.order[k]!);
      hiddenSeats[guest.id] = graph.order[k]! + 1;
    }
    const onSeat = new Map([...seatOf].map(([id, seat]) => [seat, id]));
    for (const guest of sequence) {
      const wish = rng.next();
      if (wish >= SOFT_NEXT_TO + HARD_NEXT_TO) continue;
      const seat = seatOf.get(guest.id)!;
      const around: string[] = [];
      for (let k = graph.neighbourStart[seat]!; k < graph.neighbourStart[seat + 1]!; k++) {
        const other = onSeat.get(graph.neighbour[k]!);
        if (other !== undefined) around.push(other);
      }
      if (around.length === 0) continue;
      const other = around[rng.int(around.length)]!;
      if (wish < HARD_NEXT_TO) {
        // At most two hard partners each, so that every table shape can keep them.
        if ((hard.get(guest.id) ?? 0) >= 2 || (hard.get(other) ?? 0) >= 2) continue;
        hard.set(guest.id, (hard.get(guest.id) ?? 0) + 1);
        hard.set(other, (hard.get(other) ?? 0) + 1);
        rules.push({ a: guest.id, b: other, kind: "next-to", hard: true });
      } else {
        const weight = NEXT_TO_WEIGHTS[rng.int(NEXT_TO_WEIGHTS.length)]!;
        rules.push({ a: guest.id, b: other, kind: "next-to", weight });
        hiddenScore += weight;
      }
    }
    for (const guest of atTable) {
      if (guest.table !== undefined && rng.next() < SEAT_LOCKS)
        guestById.get(guest.id)!.seat = hiddenSeats[guest.id];
    }
  }
  const seated = { ...instance, tables, guests, rules: shuffle(rng, rules) };
  const hiddenSeatScore = evaluatePlan(seated, hidden, hiddenSeats).seatScore!;
  return { instance: seated, hidden, hiddenScore, hiddenSeats, hiddenSeatScore };
}
