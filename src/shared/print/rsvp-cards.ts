import type { RsvpLink } from "../rsvp";
import { rsvpPath } from "../rsvp";
import { compareText } from "./sort";

/** One RSVP card: an invitation's name and its personal link, printed as a QR code
 * (docs/decisions/028-rsvp.md). */
export interface RsvpCard {
  key: string;
  name: string;
  url: string;
}

/** A card per invitation that has a link, by name in the print's language. */
export function rsvpCards(links: RsvpLink[], origin: string, eventId: string, language = "en"): RsvpCard[] {
  return links
    .flatMap((link) =>
      link.code
        ? [
            {
              key: `${link.kind === "household" ? "h" : "g"}:${link.id}`,
              name: link.name,
              url: `${origin}${rsvpPath(eventId, link.code)}`,
            },
          ]
        : [],
    )
    .sort((a, b) => compareText(a.name, b.name, language));
}

/** An RSVP card's size: 3.7 × 5 in, four to a letter or an A4 sheet within its printable margins, room for a
 * QR code a phone reads at arm's length and the words around it. */
export const RSVP_CARD = { width: 3.7 * 72, height: 5 * 72 };
