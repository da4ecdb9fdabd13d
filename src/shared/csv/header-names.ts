import { type ImportTarget, normaliseHeader } from "./targets";

/** Headers recognised exactly (after normalising), from our own export, spreadsheets people make, the
 * wedding sites' exports (Zola, The Knot, Joy, Minted, WithJoy, RSVPify...) and a few other languages. */
const EXACT: Record<string, ImportTarget> = {};
const exact = (target: ImportTarget, headers: string[]) => {
  for (const header of headers) EXACT[normaliseHeader(header)] = target;
};
exact("name", [
  "name",
  "names",
  "full name",
  "fullname",
  "guest",
  "guest name",
  "guest full name",
  "guests",
  "invitee",
  "invitee name",
  "attendee",
  "attendee name",
  "contact",
  "contact name",
  "display name",
  "person",
  "nom complet",
  "nombre completo",
  "vollstandiger name",
  "naam",
]);
exact("firstName", [
  "first name",
  "firstname",
  "first",
  "given name",
  "forename",
  "first names",
  "guest first name",
  "prenom",
  "vorname",
  "nombre",
  "voornaam",
]);
exact("lastName", [
  "last name",
  "lastname",
  "last",
  "surname",
  "family name",
  "guest last name",
  "nom",
  "nom de famille",
  "nachname",
  "apellido",
  "apellidos",
  "achternaam",
]);
exact("email", ["email", "e mail", "email address", "e mail address", "mail", "courriel", "correo"]);
exact("phone", [
  "phone",
  "phone number",
  "mobile",
  "mobile number",
  "mobile phone",
  "cell",
  "cell phone",
  "telephone",
  "tel",
  "phone no",
  "telefon",
  "telefono",
  "handy",
]);
exact("status", [
  "status",
  "rsvp",
  "rsvp status",
  "attending",
  "attending?",
  "attendance",
  "response",
  "rsvp response",
  "reply",
  "will attend",
  "coming",
  "confirmed",
  "going",
  "wedding rsvp",
  "reception rsvp",
  "ceremony rsvp",
  "rsvp wedding",
  "rsvp reception",
  "statut",
  "reponse",
  "zusage",
  "antwort",
  "asistencia",
  "respuesta",
]);
exact("table", [
  "table",
  "table number",
  "table no",
  "table num",
  "table #",
  "table_number",
  "table assignment",
  "tisch",
  "mesa",
  "tafel",
]);
exact("tableName", ["table name", "table_name", "tablename", "table label", "table title"]);
exact("seat", [
  "seat",
  "seat number",
  "seat no",
  "seat #",
  "seat_number",
  "chair",
  "place",
  "platz",
  "asiento",
]);
exact("dietaryRestrictions", [
  "dietary",
  "dietary restrictions",
  "dietary_restrictions",
  "dietary requirements",
  "dietary needs",
  "diet",
  "allergies",
  "allergy",
  "food allergies",
  "restrictions",
  "special diet",
  "regime",
  "allergien",
]);
exact("meal", [
  "meal",
  "meal choice",
  "meal selection",
  "meal preference",
  "entree",
  "entree choice",
  "main",
  "main course",
  "menu",
  "menu choice",
  "food",
  "food choice",
  "dinner",
  "dinner choice",
  "plat",
  "menu wahl",
]);
exact("household", [
  "household",
  "household name",
  "party",
  "party name",
  "guest party",
  "family",
  "guest group",
  "guest group name",
  "invitation",
  "invitation name",
  "invite",
  "name on envelope",
  "envelope name",
  "addressed to",
  "addressee",
  "mailing name",
  "famille",
  "familie",
  "familia",
]);
exact("groups", [
  "group",
  "groups",
  "group s",
  "tags",
  "tag",
  "labels",
  "label",
  "category",
  "categories",
  "side",
  "list",
  "circle",
  "relationship",
  "relation",
  "groupe",
  "gruppe",
  "grupo",
]);
// Known, but not ours: counts and addresses would otherwise be caught by the words they contain.
exact("ignore", [
  "party size",
  "number of guests",
  "guest count",
  "plus one",
  "plus ones",
  "plus one allowed",
  "address",
  "title",
  "suffix",
  "salutation",
  "prefix",
  // Our own export's seating rules: for reading, not imported (rules are added in the Rules panel).
  "seating rules",
  "seating rule",
]);
exact("notes", ["notes", "note", "comments", "comment", "remarks", "memo", "remarques", "notizen", "notas"]);

/** Headers recognised by a word they contain, when no exact header matched ("Wedding Day RSVP", "Meal
 * Selection (Reception)"). Checked in order: "guest email" is an email before it is a name. */
const CONTAINS: [RegExp, ImportTarget][] = [
  [/\b(e ?mail|courriel)\b/, "email"],
  [/\b(phone|mobile|cell|telephone|tel)\b/, "phone"],
  [/\b(rsvp|attending|attendance)\b/, "status"],
  [/\b(diet|dietary|allerg\w*|intolerances?)\b/, "dietaryRestrictions"],
  [/\b(meal|entree|menu)\b/, "meal"],
  [/\bseat\b/, "seat"],
  [/\btable\b/, "table"],
  [/\b(household|party|envelope)\b/, "household"],
  [/\b(tags?|groups?)\b/, "groups"],
  [/\b(first|given)\b/, "firstName"],
  [/\b(last|surname|family)\b/, "lastName"],
  [/\bnotes?\b/, "notes"],
  [/\bname\b/, "name"],
];

/** An RSVP column for the wedding itself beats one for the rehearsal dinner or the welcome drinks. */
const MAIN_EVENT = /\b(wedding|ceremony|reception|main)\b/;

/** The target a header names and how sure we are (2 exact, 1 by a word in it), or null. */
export function recogniseHeader(header: string): { target: ImportTarget; score: number } | null {
  const key = normaliseHeader(header);
  if (!key) return null;
  const found = EXACT[key];
  if (found) return { target: found, score: 2 };
  for (const [pattern, target] of CONTAINS) {
    if (pattern.test(key)) return { target, score: target === "status" && MAIN_EVENT.test(key) ? 1.5 : 1 };
  }
  return null;
}
