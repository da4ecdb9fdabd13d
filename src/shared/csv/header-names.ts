import { type ImportTarget, normaliseHeader } from "./targets";

/**
 * Headers recognised exactly (after normalising), from our own export, spreadsheets people make, the wedding
 * sites' and RSVP services' exports (Zola, The Knot, Joy, Minted, RSVPify, Eventbrite), contacts exports
 * (Google Contacts, Outlook) and spreadsheets in Spanish, French, German, Italian, Portuguese and Dutch.
 */
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
  "nombre y apellidos",
  "vollständiger name",
  "name vorname",
  "nome completo",
  "nome e cognome",
  "volledige naam",
  "naam",
  "invitado",
  "invité",
  "gast",
  "ospite",
  "convidado",
]);
exact("title", [
  "title",
  "prefix",
  "name prefix",
  "salutation",
  "honorific",
  "mr mrs",
  "civilité",
  "titre",
  "anrede",
  "titel",
  "tratamiento",
  "título",
  "titolo",
  "tratamento",
  "aanhef",
]);
exact("firstName", [
  "first name",
  "firstname",
  "first",
  "given name",
  "forename",
  "first names",
  "guest first name",
  "prénom",
  "vorname",
  "nombre",
  "nome",
  "primeiro nome",
  "voornaam",
  "roepnaam",
]);
exact("middleName", [
  "middle name",
  "middle",
  "middle initial",
  "additional name",
  "segundo nombre",
  "deuxième prénom",
  "zweiter vorname",
  "secondo nome",
  "nome do meio",
  "tussenvoegsel",
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
  "familienname",
  "apellido",
  "apellidos",
  "cognome",
  "sobrenome",
  "apelido",
  "achternaam",
]);
exact("suffix", ["suffix", "name suffix", "jr sr"]);
exact("email", [
  "email",
  "e mail",
  "email address",
  "e mail address",
  "mail",
  "courriel",
  "correo",
  "correo electrónico",
  "adresse e mail",
  "e mail adresse",
  "posta elettronica",
  "e mailadres",
]);
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
  "telefonnummer",
  "handy",
  "teléfono",
  "móvil",
  "téléphone",
  "portable",
  "telefono",
  "cellulare",
  "telefone",
  "celular",
  "telefoon",
  "mobiel",
]);
exact("status", [
  "status",
  "rsvp",
  "rsvp status",
  "attendee status",
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
  "statut",
  "réponse",
  "présence",
  "zusage",
  "antwort",
  "rückmeldung",
  "asistencia",
  "respuesta",
  "confirmación",
  "risposta",
  "partecipazione",
  "conferma",
  "resposta",
  "presença",
  "confirmação",
  "aanwezig",
  "reactie",
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
  "tischnummer",
  "mesa",
  "número de mesa",
  "tafel",
  "tafelnummer",
  "tavolo",
  "numéro de table",
]);
exact("tableName", [
  "table name",
  "table_name",
  "tablename",
  "table label",
  "table title",
  "nom de table",
  "tischname",
  "nombre de mesa",
  "nome del tavolo",
  "nome da mesa",
  "tafelnaam",
]);
exact("seat", [
  "seat",
  "seat number",
  "seat no",
  "seat #",
  "seat_number",
  "chair",
  "place",
  "platz",
  "sitzplatz",
  "asiento",
  "siège",
  "posto",
  "lugar",
  "stoel",
  "zitplaats",
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
  "special req",
  "special requests",
  "special request",
  "special requirements",
  "special needs",
  "régime",
  "régime alimentaire",
  "allergien",
  "unverträglichkeiten",
  "diät",
  "dieta",
  "alergias",
  "restricciones",
  "allergie",
  "intolleranze",
  "restrições",
  "dieet",
  "allergieën",
]);
exact("meal", [
  "meal",
  "meal choice",
  "meal selection",
  "meal preference",
  "entree",
  "entree choice",
  "entrée",
  "main",
  "main course",
  "menu",
  "menu choice",
  "food",
  "food choice",
  "dinner",
  "dinner choice",
  "plat",
  "plat principal",
  "menü",
  "menu wahl",
  "hauptgang",
  "hauptgericht",
  "plato",
  "plato principal",
  "comida",
  "piatto",
  "prato",
  "refeição",
  "hoofdgerecht",
  "maaltijd",
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
  "foyer",
  "familie",
  "haushalt",
  "familia",
  "hogar",
  "famiglia",
  "família",
  "huishouden",
  "gezin",
]);
exact("partnerName", [
  "partner",
  "spouse",
  "partner name",
  "spouse name",
  "spouse partner",
  "significant other",
]);
exact("companion", ["plus one", "plus one name", "plus one s name", "additional guest", "companion"]);
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
  "guest of",
  "group membership",
  "groupe",
  "gruppe",
  "grupo",
  "gruppo",
  "groep",
  "catégorie",
  "kategorie",
  "categoría",
  "categoria",
  "categorie",
]);
// Known, but not ours: counts, flags and contacts' bookkeeping would otherwise be caught by the words they
// contain ("Plus One Allowed" is not a plus-one, "E-mail Display Name" is not a name).
exact("ignore", [
  "party size",
  "party of",
  "number of guests",
  "guest count",
  "head count",
  "plus one allowed",
  "plus ones allowed",
  "plus ones",
  "address",
  "nickname",
  "short name",
  "maiden name",
  "file as",
  "initials",
  "event name",
  "e mail display name",
  "job title",
  "organization title",
  "organization name",
  "company",
  "birthday",
  "children",
  // Our own export's seating rules: for reading, not imported (rules are added in the Rules panel).
  "seating rules",
  "seating rule",
]);
exact("notes", [
  "notes",
  "note",
  "comments",
  "comment",
  "remarks",
  "memo",
  "remarques",
  "commentaires",
  "notizen",
  "bemerkungen",
  "anmerkungen",
  "notas",
  "comentarios",
  "observaciones",
  "commenti",
  "observações",
  "opmerkingen",
]);

const FIRST = /\b(first|given|forename|prenom|vorname|nombre|nome|voornaam)\b/;
const LAST = /\b(last|surname|family|nom|nachname|apellidos?|cognome|sobrenome|achternaam)\b/;
const EMAIL = /\b(e ?mail|courriel|correo|mail)\b/;
const PHONE =
  /\b(phone|mobile|cell|telephone|tel|telefon\w*|telefono|telefone|handy|movil|portable|cellulare|celular|mobiel|whatsapp)\b/;
const PARTNER =
  /\b(partner\w*|spouse|significant other|husband|wife|pareja|conyuge|esposo|esposa|conjoint|partenaire|epou\w*|ehepartner\w*|ehemann|ehefrau|coniuge|marito|moglie|marido|mulher|echtgeno\w*)\b/;
/** "Guest 2 First Name": the second person of a couple's row. "Guest 2" alone is one more person. */
const SECOND_PERSON = /\b(guest|person|invitee|attendee) 2\b/;
/** One more person of the row's household, in a column of its own: a child, a plus-one, guest 2... */
const COMPANION =
  /\b(plus ?one|plus 1|additional guest|extra guest|companion|child|kid \d|guest [2-9]|accompa\w*|acompa\w*|begleit\w*|introduce|kind \d|enfant \d|figli[oa] \d|filh[oa] \d|hij[oa] \d|nin[oa] \d)\b/;
/** Contacts exports label each value in the column beside it ("E-mail 1 - Label", "Phone 1 - Type"). */
const VALUE_LABEL =
  /^(e ?mail|phone|address|website|relation|custom field|event|organization|im|external id)\b.*\b(label|type|display name)$/;
/** Columns that are known and not ours: addresses, companies, dates, orders and tickets. */
const NOT_OURS =
  /\b(address|street|city|state|zip|postal|postcode|country|region|company|organi[sz]ation|job|department|birthday|anniversary|website|web page|nickname|phonetic|yomi|maiden|file as|initials|photo|gender|language|order|invited to|ticket|price|paid|fees?|currency|barcode|updated|created|modified|date|time|timestamp|adresse|strasse|ciudad|ville|stadt|pais|pays|relation \d|assistant s?|manager s?|referred by|account|billing|government|mileage|hobby|profession|keywords|sensitivity|priority|private|office|directory server|internet free busy|user \d|fax|pager|telex|isdn)\b/;
const HEAD_COUNT_SUBJECT = /\b(party|guests?|people|persons|household|adults|kids|children)\b/;
const HEAD_COUNT = /\b(size|count|number|total|qty|quantity|num|no|of|max|allowed|limit|in)\b/;
const IDENTIFIER = /\b(id|uuid|identifier|code|ref|reference)\b/;

/** Recognised by a word a header holds, in order, when no exact header matched. */
const CONTAINS: [RegExp, ImportTarget][] = [
  [
    /\b(rsvp|attending|attendance|status|response|reply|antwort|zusage|respuesta|asistencia|reponse|statut|risposta|resposta|presenca|coming)\b/,
    "status",
  ],
  [
    /\b(diet\w*|allerg\w*|intoleran\w*|intolleranz\w*|unvertraglich\w*|special req\w*|special needs|restrictions?|restricciones|restricoes|regime|dieta|dieet)\b/,
    "dietaryRestrictions",
  ],
  [
    /\b(meal|entree|menu|food|plat|gericht|hauptgang|plato|comida|piatto|prato|refeicao|maaltijd|gerecht)\b/,
    "meal",
  ],
  [/\b(seat|platz|asiento|siege|posto|zitplaats)\b/, "seat"],
  [/\b(table|tisch|mesa|tafel|tavolo)\b/, "table"],
  [/\b(household|envelope|famil\w*|haushalt|foyer|hogar|huishouden|gezin)\b/, "household"],
  [/\b(tags?|groups?|categor\w*|labels?|gruppe|grupo|groupe|gruppo|groep)\b/, "groups"],
  [/\b(middle|additional name|tussenvoegsel)\b/, "middleName"],
  [/\bsuffix\b/, "suffix"],
  [/\b(title|prefix|salutation|honorific|civilite|anrede|tratamiento|titolo|aanhef)\b/, "title"],
  [/\b(first|given|forename|prenom|vorname|voornaam)\b/, "firstName"],
  [
    /\b(last name|lastname|surname|family name|nachname|apellidos?|cognome|sobrenome|achternaam)\b/,
    "lastName",
  ],
  [/\bparty\b/, "household"],
  [
    /\bnotes?\b|\b(comments?|remarks?|remarques?|notizen|bemerkung\w*|notas|comentarios?|commenti|opmerking\w*)\b/,
    "notes",
  ],
  [/\b(name|naam|nombre|nom|nome)\b/, "name"],
];

/** Words naming the parts of a wedding, for RSVP columns per event ("Ceremony RSVP", "The Wedding"). */
export const EVENT_WORDS =
  /\b(wedding|ceremony|reception|dinner|brunch|rehearsal|welcome|party|drinks|cocktails?|hochzeit|trauung|feier|empfang|polterabend|boda|ceremonia|recepcion|cena|fiesta|mariage|ceremonie|diner|vin d honneur|soiree|matrimonio|nozze|cerimonia|ricevimento|festa|casamento|jantar|bruiloft|receptie|feest)\b/;

/** How a header was recognised: exactly (2) or by a word in it (1). */
export interface RecognisedHeader {
  target: ImportTarget;
  score: number;
  /** Where the column goes when another column takes its target: a "Guest" column beside a "Name" column
   * holds the plus-one. */
  alt?: ImportTarget;
  /** Known, and not ours because it counts people or identifies rows ("Party Size", "Group ID", "Attendee #"). */
  numbers?: "count" | "id";
}

/** The target a header names and how sure we are, or null. */
export function recogniseHeader(header: string): RecognisedHeader | null {
  const key = normaliseHeader(header);
  if (!key) return null;
  // "+1", "+1 Name" lose their "+" when normalised.
  if (/^\+\s?1\b/.test(header.trim())) return { target: "companion", score: 2 };
  const found = EXACT[key];
  if (found === "ignore" && /\b(size|count|of|number)\b/.test(key))
    return { target: "ignore", score: 2, numbers: "count" };
  if (found) return { target: found, score: 2, alt: key === "guest" ? "companion" : undefined };
  if (VALUE_LABEL.test(key)) return { target: "ignore", score: 2 };
  if (EMAIL.test(key)) return { target: "email", score: 1 };
  if (PHONE.test(key)) return { target: "phone", score: 1 };
  if (NOT_OURS.test(key)) return { target: "ignore", score: 2 };
  if (HEAD_COUNT_SUBJECT.test(key) && (HEAD_COUNT.test(key) || header.includes("#"))) {
    return { target: "ignore", score: 2, numbers: "count" };
  }
  // "Attendee #", "Group ID": numbers that identify a row, never a name or a group.
  if (header.includes("#") || IDENTIFIER.test(key)) return { target: "ignore", score: 2, numbers: "id" };
  if (PARTNER.test(key) || (SECOND_PERSON.test(key) && (FIRST.test(key) || LAST.test(key)))) {
    const target = FIRST.test(key) ? "partnerFirstName" : LAST.test(key) ? "partnerLastName" : "partnerName";
    return { target, score: 1 };
  }
  if (COMPANION.test(key))
    return { target: /\b(last|surname)\b/.test(key) ? "ignore" : "companion", score: 1 };
  for (const [pattern, target] of CONTAINS) {
    if (pattern.test(key)) return { target, score: 1 };
  }
  return null;
}

/** Targets that hold a person's name or a household's: a column of numbers, dates or e-mails is none. */
export const NAME_TARGETS: ReadonlySet<ImportTarget> = new Set([
  "name",
  "firstName",
  "lastName",
  "title",
  "middleName",
  "suffix",
  "partnerName",
  "partnerFirstName",
  "partnerLastName",
  "companion",
  "household",
]);
