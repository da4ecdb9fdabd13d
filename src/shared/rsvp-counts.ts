/**
 * The owner's tally of RSVP answers from the guest list (docs/decisions/028-rsvp.md). An invited guest has
 * answered once their invitation's answer named them (`rsvpAt`); plus-ones exist only through an answer, so
 * they count among those attending but never as waiting.
 */
export interface RsvpTallied {
  status: string;
  rsvpAt: number | null;
  plusOne: boolean;
}

export interface RsvpCounts {
  answered: number;
  attending: number;
  declined: number;
  waiting: number;
}

/** An invited guest whose invitation has not answered for them yet. */
export const isAwaitingAnswer = (guest: RsvpTallied) => guest.rsvpAt === null && !guest.plusOne;

export function countRsvp(guests: readonly RsvpTallied[]): RsvpCounts {
  const counts: RsvpCounts = { answered: 0, attending: 0, declined: 0, waiting: 0 };
  for (const guest of guests) {
    if (isAwaitingAnswer(guest)) {
      counts.waiting += 1;
      continue;
    }
    if (guest.rsvpAt === null) continue;
    if (!guest.plusOne) counts.answered += 1;
    if (guest.status === "confirmed") counts.attending += 1;
    else if (guest.status === "declined") counts.declined += 1;
  }
  return counts;
}
