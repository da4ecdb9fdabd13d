import type { CheckinList, SeatProposal } from "@/shared/checkin";
import { type ProposalOccupant, type ProposalTable, proposeSeat } from "@/shared/checkin-rules";

/**
 * The walk-in's seat proposed on the phone when the server cannot be asked: the server's rule (proposeSeat)
 * on the list the phone has, its waiting walk-ins seated. Groups are not on the phone, so it proposes by
 * companion, household and emptiest table only; the server checks the seat when the walk-in is sent.
 */
export function localProposal(list: CheckinList, withGuestId: string | null): SeatProposal | null {
  const seated: ProposalOccupant[] = list.guests.flatMap((guest) =>
    guest.tableId
      ? [
          {
            id: guest.id,
            tableId: guest.tableId,
            seatNumber: guest.seatNumber,
            householdId: guest.householdId,
            groupIds: [],
          },
        ]
      : [],
  );
  const tables: ProposalTable[] = list.tables.map((table) => ({
    ...table,
    occupants: list.guests
      .filter((guest) => guest.tableId === table.id)
      .map((guest) => ({ seatNumber: guest.seatNumber, name: guest.name })),
  }));
  const found = withGuestId ? list.guests.find((guest) => guest.id === withGuestId) : undefined;
  const companion = found
    ? (seated.find((occupant) => occupant.id === found.id) ?? {
        id: found.id,
        tableId: null,
        householdId: found.householdId,
        groupIds: [],
      })
    : null;
  return proposeSeat(tables, seated, companion);
}
