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

/**
 * A status cell as a guest status: Attending / Yes / Accepted → confirmed; Not attending / No / Regrets →
 * declined; a count of people coming (2 → confirmed, 0 → declined); anything else (Invited, Pending, Maybe,
 * blank) → invited.
 */
export function statusFromCell(cell: string): GuestStatus {
  const raw = cell.trim();
  if (TICKS.has(raw.toLowerCase())) return "confirmed";
  if (CROSSES.has(raw)) return "declined";
  if (/^\d+$/.test(raw)) return Number(raw) > 0 ? "confirmed" : "declined";
  const key = normaliseHeader(raw);
  if (CONFIRMED.has(key)) return "confirmed";
  if (DECLINED.has(key)) return "declined";
  if (UNANSWERED_START.test(key)) return "invited";
  if (DECLINED_START.test(key)) return "declined";
  if (CONFIRMED_START.test(key)) return "confirmed";
  return "invited";
}
