import { solve } from "@/shared/auto-seat/solve";
import type { SeatPlan } from "@/shared/auto-seat/types";
import type { BuiltInstance } from "@/shared/auto-seat-plan";

/**
 * Re-seat changes keeps the seats of the guests who stay: the solver's `keep` holds tables, not seats, so once
 * the plan is found its seats are drawn again with every guest locked to the plan's table and the guests who
 * stay at their table locked to the seat they have; only the guests who move or arrive take new seats. The
 * tables (and the score) are the plan's. Should those seats not fit (a new hard 'next to' wish beside a guest
 * hemmed in by others), the plan keeps the seats it found.
 */
export function keptSeats(
  built: Pick<BuiltInstance, "instance" | "keep" | "keepSeats">,
  plan: SeatPlan,
): SeatPlan {
  const keep = built.keep;
  const keepSeats = built.keepSeats;
  if (!keep || !keepSeats) return plan;
  const guests = built.instance.guests.map((guest) => {
    const table = plan.assignments[guest.id]!;
    const seat = keep[guest.id] === table ? keepSeats[guest.id] : undefined;
    return { ...guest, table, ...(guest.seat === undefined && seat !== undefined ? { seat } : {}) };
  });
  const again = solve({ ...built.instance, guests }, { seed: 1 });
  if (!again.ok || again.plan.hardViolations > plan.hardViolations) return plan;
  return { ...plan, seats: again.plan.seats, seatScore: again.plan.seatScore };
}
