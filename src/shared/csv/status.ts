import type { GuestStatus } from "../constants";
import { normaliseHeader } from "./targets";

/** The answers wedding sites and spreadsheets write for "coming" and "not coming". */
const CONFIRMED = new Set(
  [
    "confirmed",
    "attending",
    "accepted",
    "accepts",
    "accept",
    "yes",
    "y",
    "true",
    "going",
    "coming",
    "will attend",
    "joyfully accepts",
    "attending all",
    "rsvp yes",
    "oui",
    "si",
    "ja",
  ].map(normaliseHeader),
);
const DECLINED = new Set(
  [
    "declined",
    "declines",
    "decline",
    "not attending",
    "no",
    "n",
    "false",
    "not going",
    "not coming",
    "regrets",
    "regret",
    "regretfully declines",
    "will not attend",
    "wont attend",
    "won t attend",
    "cannot attend",
    "can t attend",
    "can t make it",
    "unable to attend",
    "rsvp no",
    "non",
    "nein",
  ].map(normaliseHeader),
);
/** Longer answers, by how they start ("Attending - 2 guests", "Declined (sent regrets)"). */
const UNANSWERED_START = /^(no (response|reply|answer)|not (yet|sent|answered|responded)|awaiting|pending)\b/;
const DECLINED_START =
  /^(not attending|not going|not coming|declin\w*|regret\w*|no|won t|will not|cannot|can t|unable)\b/;
const CONFIRMED_START = /^(attending|accept\w*|yes|confirm\w*|going|coming|will attend|joyfully)\b/;
const TICKS = new Set(["✓", "✔", "☑", "x"]);
const CROSSES = new Set(["✗", "✘", "☒"]);

/** Answers that mean "not answered yet": read as invited, and known. */
const UNANSWERED = new Set(
  ["", "invited", "pending", "maybe", "awaiting", "unknown", "tbd", "not sure", "undecided", "open"].map(
    normaliseHeader,
  ),
);

/**
 * A status cell as a guest status: Attending / Yes / Accepted → confirmed; Not attending / No / Regrets →
 * declined; a count of people coming (2 → confirmed, 0 → declined); anything else (Invited, Pending, Maybe,
 * blank) → invited. `known` is false for a value none of these words name, which the import warns about.
 */
export function readStatus(cell: string): { status: GuestStatus; known: boolean } {
  const raw = cell.trim();
  if (TICKS.has(raw.toLowerCase())) return { status: "confirmed", known: true };
  if (CROSSES.has(raw)) return { status: "declined", known: true };
  if (/^\d+$/.test(raw)) return { status: Number(raw) > 0 ? "confirmed" : "declined", known: true };
  const key = normaliseHeader(raw);
  if (CONFIRMED.has(key)) return { status: "confirmed", known: true };
  if (DECLINED.has(key)) return { status: "declined", known: true };
  if (UNANSWERED.has(key) || UNANSWERED_START.test(key)) return { status: "invited", known: true };
  if (DECLINED_START.test(key)) return { status: "declined", known: true };
  if (CONFIRMED_START.test(key)) return { status: "confirmed", known: true };
  return { status: "invited", known: false };
}
