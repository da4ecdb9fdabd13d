import type { GuestStatus } from "../constants";
import { normaliseHeader } from "./targets";

/**
 * The answers wedding sites, RSVP and ticketing services and spreadsheets write, in English, Spanish, French,
 * German, Italian, Portuguese and Dutch. Compared normalised (lower case, no accents or punctuation), so "Sí",
 * "si" and "SI" are one answer. Spreadsheet check boxes export as TRUE/FALSE in the spreadsheet's language.
 */
const words = (list: string[]) => new Set(list.map(normaliseHeader));
const CONFIRMED = words([
  // English, and the attendee statuses of ticketing exports (Eventbrite: Attending, Checked In)
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
  "checked in",
  "checked-in",
  "attended",
  "present",
  // es
  "sí",
  "asiste",
  "asistirá",
  "confirmado",
  "confirmada",
  "aceptado",
  "aceptada",
  "acepta",
  "viene",
  "verdadero",
  // fr
  "oui",
  "confirmé",
  "confirmée",
  "accepté",
  "acceptée",
  "accepte",
  "présent",
  "présente",
  "participe",
  "vient",
  "vrai",
  // de
  "ja",
  "zugesagt",
  "zusage",
  "bestätigt",
  "angenommen",
  "kommt",
  "dabei",
  "anwesend",
  "nimmt teil",
  "wahr",
  // it
  "confermato",
  "confermata",
  "accettato",
  "accettata",
  "partecipa",
  "presente",
  "vero",
  // pt
  "sim",
  "aceito",
  "aceita",
  "vai",
  "comparece",
  "verdadeiro",
  // nl
  "ja graag",
  "komt",
  "aanwezig",
  "bevestigd",
  "geaccepteerd",
  "aangemeld",
  "waar",
]);
const DECLINED = words([
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
  "won't attend",
  "cannot attend",
  "can't attend",
  "can't make it",
  "unable to attend",
  "rsvp no",
  "cancelled",
  "canceled",
  "refunded",
  "absent",
  // es
  "no asiste",
  "no asistirá",
  "no viene",
  "rechazado",
  "rechazada",
  "declinado",
  "cancelado",
  "cancelada",
  "ausente",
  "falso",
  // fr
  "non",
  "absente",
  "décliné",
  "refusé",
  "refusée",
  "annulé",
  "annulée",
  "ne vient pas",
  "ne participe pas",
  "faux",
  // de
  "nein",
  "abgesagt",
  "absage",
  "abgelehnt",
  "storniert",
  "kommt nicht",
  "verhindert",
  "falsch",
  // it
  "non partecipa",
  "rifiutato",
  "rifiutata",
  "declinato",
  "annullato",
  "annullata",
  "assente",
  // pt
  "não",
  "recusado",
  "recusada",
  "recusou",
  "não vai",
  // nl
  "nee",
  "nee helaas",
  "komt niet",
  "afgemeld",
  "geannuleerd",
  "afwezig",
  "onwaar",
]);
/** Answers that say "not answered yet": invited, and known. */
const UNANSWERED = words([
  "invited",
  "pending",
  "awaiting",
  "awaiting response",
  "no response",
  "no reply",
  "not responded",
  "maybe",
  "unknown",
  "tbd",
  "sent",
  "opened",
  "not sent",
  // es
  "invitado",
  "invitada",
  "pendiente",
  "sin respuesta",
  "quizás",
  "tal vez",
  // fr
  "invité",
  "invitée",
  "en attente",
  "sans réponse",
  "peut-être",
  // de
  "eingeladen",
  "offen",
  "ausstehend",
  "keine antwort",
  "vielleicht",
  // it
  "invitato",
  "invitata",
  "in attesa",
  "nessuna risposta",
  "forse",
  // pt
  "convidado",
  "convidada",
  "pendente",
  "sem resposta",
  "talvez",
  // nl
  "uitgenodigd",
  "geen reactie",
  "misschien",
  "open",
]);
/** Longer answers, by how they start ("Attending - 2 guests", "Declined (sent regrets)"). */
const UNANSWERED_START =
  /^(no (response|reply|answer)|not (yet|sent|answered|responded)|awaiting|pending|en attente|pendiente|ausstehend)\b/;
const DECLINED_START =
  /^(not attending|not going|not coming|declin\w*|regret\w*|cancel\w*|no|non|nein|nee|nao|won t|will not|cannot|can t|unable|abgesagt|absage)\b/;
const CONFIRMED_START =
  /^(attending|accept\w*|yes|confirm\w*|going|coming|will attend|joyfully|checked in|oui|si|ja|sim|zugesagt)\b/;
const TICKS = new Set(["✓", "✔", "☑", "x"]);
const CROSSES = new Set(["✗", "✘", "☒"]);

/** A status cell read: the guest status it gives, and whether the value was one we know (a blank cell is:
 * no answer yet). An unknown value ("Plus-one TBD", "ask mum") gives invited, and the preview says so. */
export interface StatusReading {
  status: GuestStatus;
  known: boolean;
}

const reading = (status: GuestStatus, known = true): StatusReading => ({ status, known });

/**
 * A status cell as a guest status: Attending / Yes / Accepted / Sí / Zugesagt / Checked In → confirmed;
 * Not attending / No / Regrets / Cancelled / Abgesagt → declined; a count of people coming (2 → confirmed,
 * 0 → declined); Pending / No Response / Maybe / blank → invited; anything else → invited, not known.
 */
export function readStatus(cell: string): StatusReading {
  const raw = cell.trim();
  if (raw === "") return reading("invited");
  if (TICKS.has(raw.toLowerCase())) return reading("confirmed");
  if (CROSSES.has(raw)) return reading("declined");
  if (/^\d+$/.test(raw)) return reading(Number(raw) > 0 ? "confirmed" : "declined");
  const key = normaliseHeader(raw);
  if (key === "") return reading("invited", raw === "?");
  if (CONFIRMED.has(key)) return reading("confirmed");
  if (DECLINED.has(key)) return reading("declined");
  if (UNANSWERED.has(key) || UNANSWERED_START.test(key)) return reading("invited");
  if (DECLINED_START.test(key)) return reading("declined");
  if (CONFIRMED_START.test(key)) return reading("confirmed");
  return reading("invited", false);
}

export function statusFromCell(cell: string): GuestStatus {
  return readStatus(cell).status;
}

/** Dietary words a meal cell may hold ("Vegan Plate", "Chicken (gluten free)", "Végétarien", "Sin gluten"). */
const DIETARY_IN_MEAL = new RegExp(
  [
    "vegetarian",
    "vegan",
    "pescatarian",
    "gluten[ -]?free",
    "dairy[ -]?free",
    "lactose[ -]?free",
    "nut[ -]?free",
    "halal",
    "kosher",
    "v[ée]g[ée]tarien(?:ne)?",
    "v[ée]g[ée]talien(?:ne)?",
    "v[ée]gane?",
    "sans gluten",
    "sans lactose",
    "vegetarisch",
    "veganistisch",
    "glutenfrei",
    "laktosefrei",
    "glutenvrij",
    "lactosevrij",
    "vegetarian[oa]",
    "vegan[oa]",
    "sin gluten",
    "sin lactosa",
    "senza glutine",
    "senza lattosio",
    "sem gl[úu]ten",
    "sem lactose",
  ]
    .map((word) => `(?<![\\p{L}])${word}(?![\\p{L}])`)
    .join("|"),
  "giu",
);

/**
 * The dietary needs named in a meal cell, as written there ("Vegan Plate" → "Vegan", "Fish, gluten-free" →
 * "gluten-free"), several joined by ", "; null when it names none. The meal stays the meal: this is what
 * the preview offers to copy into dietary restrictions.
 */
export function dietaryInMeal(cell: string): string | null {
  const found = new Map<string, string>();
  for (const [word] of cell.matchAll(DIETARY_IN_MEAL)) {
    if (!found.has(word.toLowerCase())) found.set(word.toLowerCase(), word);
  }
  return found.size ? [...found.values()].join(", ") : null;
}
