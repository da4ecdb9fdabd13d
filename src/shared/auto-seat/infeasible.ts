import type { InfeasibleCode, Instance, SeatProblem } from "./types";

/** A proven reason (or, for "not-found", a search that gave up) why an instance cannot be seated. */
export function infeasible(
  code: InfeasibleCode,
  message: string,
  instance: Instance,
  guests: readonly number[],
  tables: readonly number[] = [],
  extra: { seatsMissing?: number } = {},
): SeatProblem {
  return {
    kind: "infeasible",
    code,
    proven: code !== "not-found",
    message,
    guests: guests.map((g) => instance.guests[g]!.id),
    tables: tables.map((t) => instance.tables[t]!.id),
    ...extra,
  };
}
