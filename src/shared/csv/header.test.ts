import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  chooseEvent,
  findHeaderRow,
  GUESS_REASONS,
  guessMapping,
  HEADER_SEARCH_ROWS,
  proposeMapping,
} from "./header";
import type { CsvRow } from "./parse";
import { planImport } from "./plan";
import { type GuestFile, readGuestFile } from "./read";
import type { ImportTarget } from "./targets";

const fixture = (name: string) =>
  readGuestFile(new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name))));
const fromText = (text: string) => readGuestFile(new TextEncoder().encode(text));
const guessesOf = (file: GuestFile) => guessMapping(file.headers, file.rows);
/** The proposed mapping of every column that is imported, by header. */
const proposal = (file: GuestFile) => {
  const guesses = guessesOf(file);
  return Object.fromEntries(
    file.headers.flatMap((header, i) =>
      guesses[i]!.target === "ignore" ? [] : [[header, guesses[i]!.target]],
    ),
  );
};
/** One column's guess, by header. */
const guessFor = (file: GuestFile, header: string) => guessesOf(file)[file.headers.indexOf(header)]!;

describe("the proposed mapping of real exports", () => {
  test("Zola: name parts, guest group as household, tags, RSVP: Wedding (not Invited To), meal choice", () => {
    expect(proposal(fixture("zola.csv"))).toEqual({
      Title: "title",
      "First Name": "firstName",
      "Last Name": "lastName",
      Suffix: "suffix",
      "Guest Group": "household",
      "Email Address": "email",
      "Phone Number": "phone",
      Tags: "groups",
      "RSVP: Wedding": "status",
      "Meal Choice: Wedding": "meal",
      "Dietary Restrictions": "dietaryRestrictions",
    });
  });

  test("The Knot: the wedding's RSVP is the status, the rehearsal dinner's goes to notes", () => {
    const file = fixture("the-knot.csv");
    expect(proposal(file)).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      Party: "household",
      Email: "email",
      Phone: "phone",
      "Rehearsal Dinner RSVP": "notes",
      "Wedding RSVP": "status",
      Entree: "meal",
      Allergies: "dietaryRestrictions",
      Table: "table",
      Notes: "notes",
    });
    expect(guessFor(file, "Rehearsal Dinner RSVP")).toMatchObject({
      event: true,
      reason: GUESS_REASONS.otherEvent,
    });
    expect(guessFor(file, "Wedding RSVP").event).toBe(true);
  });

  test("Joy: the ceremony's attendance over the welcome party's", () => {
    expect(proposal(fixture("joy.csv"))).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      "Party Name": "household",
      Email: "email",
      "Phone Number": "phone",
      Tags: "groups",
      "Attending: Ceremony": "status",
      "Attending: Welcome Party": "notes",
      "Food Choice": "meal",
      "Food Allergies": "dietaryRestrictions",
    });
  });

  test("Minted: the name on the envelope is the household; party size is a head count", () => {
    const file = fixture("minted.csv");
    expect(proposal(file)).toEqual({
      "Name on Envelope": "household",
      "First Name": "firstName",
      "Last Name": "lastName",
      Email: "email",
    });
    expect(guessFor(file, "Party Size").reason).toBe(GUESS_REASONS.counts);
  });

  test("RSVPify: Party Of and Group ID are not households or groups; the reception's RSVP is the status", () => {
    const file = fixture("rsvpify.csv");
    expect(proposal(file)).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      Email: "email",
      Phone: "phone",
      "Ceremony RSVP": "notes",
      "Reception RSVP": "status",
      Meal: "meal",
      "Special Requests": "dietaryRestrictions",
      Notes: "notes",
    });
    expect(guessFor(file, "Party Of").reason).toBe(GUESS_REASONS.counts);
    expect(guessFor(file, "Group ID").reason).toBe(GUESS_REASONS.ids);
    expect(guessFor(file, "Last Updated").target).toBe("ignore");
  });

  test("Eventbrite attendees: the attendee number is not a name, the attendee status is the RSVP", () => {
    const file = fixture("eventbrite.csv");
    expect(proposal(file)).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      Email: "email",
      Group: "groups",
      "Attendee Status": "status",
      "Dietary requirements": "dietaryRestrictions",
    });
    expect(guessFor(file, "Attendee #").reason).toBe(GUESS_REASONS.ids);
  });

  test("Google Contacts: name parts, the first e-mail and phone values, never their labels", () => {
    const file = fixture("google-contacts.csv");
    expect(proposal(file)).toEqual({
      "First Name": "firstName",
      "Middle Name": "middleName",
      "Last Name": "lastName",
      "Name Prefix": "title",
      "Name Suffix": "suffix",
      Notes: "notes",
      "E-mail 1 - Value": "email",
      "Phone 1 - Value": "phone",
    });
    expect(guessFor(file, "E-mail 2 - Value").reason).toBe(GUESS_REASONS.taken);
    expect(guessFor(file, "Labels").reason).toBe(GUESS_REASONS.contactLabels);
  });

  test("Google Contacts, older format: Given / Additional / Family Name and E-mail 1 - Type", () => {
    const file = fromText(
      "Name,Given Name,Additional Name,Family Name,Name Prefix,Name Suffix,Group Membership,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value\n" +
        "Rosa Diaz,Rosa,,Diaz,,,* myContacts,* Home,rosa@example.com,Mobile,+1 555 010 7788\n",
    );
    expect(proposal(file)).toEqual({
      Name: "name",
      "Given Name": "firstName",
      "Additional Name": "middleName",
      "Family Name": "lastName",
      "Name Prefix": "title",
      "Name Suffix": "suffix",
      "E-mail 1 - Value": "email",
      "Phone 1 - Value": "phone",
    });
  });

  test("Outlook contacts: the mobile phone among fifteen phones, the first e-mail, the spouse as partner", () => {
    const file = fixture("outlook-contacts.csv");
    expect(proposal(file)).toEqual({
      Title: "title",
      "First Name": "firstName",
      "Middle Name": "middleName",
      "Last Name": "lastName",
      Suffix: "suffix",
      "Mobile Phone": "phone",
      Categories: "groups",
      "E-mail Address": "email",
      Notes: "notes",
      Spouse: "partnerName",
    });
    expect(guessFor(file, "E-mail Display Name").target).toBe("ignore");
    expect(guessFor(file, "Assistant's Name").target).toBe("ignore");
  });

  test("a German sheet under a title block: Anrede, Zusage, Menü, Unverträglichkeiten, Begleitung", () => {
    const file = fixture("german.csv");
    expect(file.headerRow).toBe(4);
    expect(proposal(file)).toEqual({
      Anrede: "title",
      Vorname: "firstName",
      Nachname: "lastName",
      "E-Mail": "email",
      Telefon: "phone",
      Zusage: "status",
      Tisch: "table",
      Menü: "meal",
      Unverträglichkeiten: "dietaryRestrictions",
      Begleitung: "companion",
      Bemerkungen: "notes",
    });
  });

  test("a French sheet: the dinner's answers are the status, the vin d'honneur's go to notes", () => {
    const file = fixture("french.csv");
    expect(proposal(file)).toEqual({
      Civilité: "title",
      Prénom: "firstName",
      Nom: "lastName",
      Courriel: "email",
      Portable: "phone",
      "Vin d'honneur": "notes",
      Dîner: "status",
      Plat: "meal",
      Régime: "dietaryRestrictions",
      Accompagnant: "companion",
      Remarques: "notes",
    });
    expect(guessFor(file, "Dîner")).toMatchObject({ reason: GUESS_REASONS.answers, event: true });
  });

  test("a Dutch sheet: tussenvoegsel as the middle of the name, partner and children", () => {
    expect(proposal(fixture("dutch.csv"))).toEqual({
      Aanhef: "title",
      Voornaam: "firstName",
      Tussenvoegsel: "middleName",
      Achternaam: "lastName",
      "E-mailadres": "email",
      Telefoon: "phone",
      Aanwezig: "status",
      Partner: "partnerName",
      "Kind 1": "companion",
      "Kind 2": "companion",
      Dieet: "dietaryRestrictions",
      Opmerkingen: "notes",
    });
  });

  test("a one-row-per-household template: partner, children and plus-one's name; not the flag, counts or ids", () => {
    const file = fixture("household-template.csv");
    expect(proposal(file)).toEqual({
      Household: "household",
      Title: "title",
      "First Name": "firstName",
      "Middle Name": "middleName",
      "Last Name": "lastName",
      "Partner First Name": "partnerFirstName",
      "Partner Last Name": "partnerLastName",
      "Child 1": "companion",
      "Child 2": "companion",
      "Child 3": "companion",
      "Plus One Name": "companion",
      "Welcome Party": "notes",
      "The Wedding": "status",
      Meal: "meal",
      "Special req": "dietaryRestrictions",
    });
    expect(guessFor(file, "Plus One").reason).toBe(GUESS_REASONS.yesNo);
    expect(guessFor(file, "Attendee #").reason).toBe(GUESS_REASONS.ids);
    expect(guessFor(file, "Party Of").reason).toBe(GUESS_REASONS.counts);
    expect(guessFor(file, "Last Updated").target).toBe("ignore");
  });

  test("Google Sheets and Excel: headers in English and French", () => {
    expect(proposal(fixture("google-sheets.csv"))).toEqual({
      "Guest Name": "name",
      "E-mail Address": "email",
      Mobile: "phone",
      "Attending?": "status",
      "Table #": "table",
      Seat: "seat",
      Household: "household",
      "Group(s)": "groups",
      Meal: "meal",
      Dietary: "dietaryRestrictions",
      Notes: "notes",
    });
    expect(proposal(fixture("excel-semicolon-1252.csv"))).toEqual({
      Prénom: "firstName",
      Nom: "lastName",
      "E-mail": "email",
      Téléphone: "phone",
      Réponse: "status",
      Table: "table",
      Régime: "dietaryRestrictions",
      Remarques: "notes",
    });
  });

  test("our own export's columns map back one to one", () => {
    const headers =
      "name,email,phone,table_number,seat_number,status,dietary_restrictions,notes,household,groups,meal,seating_rules,table_name";
    expect(guessMapping(headers.split(","), []).map((guess) => guess.target)).toEqual<ImportTarget[]>([
      "name",
      "email",
      "phone",
      "table",
      "seat",
      "status",
      "dietaryRestrictions",
      "notes",
      "household",
      "groups",
      "meal",
      "ignore",
      "tableName",
    ]);
  });
});

describe("recognition by content", () => {
  const targets = (text: string) => guessesOf(fromText(text)).map((guess) => guess.target);

  test("a column of e-mails is the e-mail whatever its header; a column of phone numbers is the phone", () => {
    const file = fromText(
      "Guest,Contact,Reach\nAna Souza,ana@example.com,+351 912 345 678\nLuís Reis,luis@example.com,+351 913 000 111\n",
    );
    expect(guessesOf(file)).toEqual([
      { target: "name", reason: GUESS_REASONS.header, confidence: "sure", event: false },
      { target: "email", reason: GUESS_REASONS.emails, confidence: "sure", event: false },
      { target: "phone", reason: GUESS_REASONS.phones, confidence: "sure", event: false },
    ]);
  });

  test("ticket numbers, dates and head counts are never names or households", () => {
    expect(
      targets(
        "Attendee,Name,Updated,Party\n10531188203,Ana Souza,2026-05-01,2\n10531188204,Luís Reis,2026-05-02,1\n",
      ),
    ).toEqual(["ignore", "name", "ignore", "ignore"]);
  });

  test("Middle Name is not the whole name, Last Updated is not the last name", () => {
    expect(targets("First Name,Middle Name,Last Name,Last Updated\nAna,Maria,Souza,03/02/2026\n")).toEqual([
      "firstName",
      "middleName",
      "lastName",
      "ignore",
    ]);
  });

  test("- Value beats - Label in contacts exports, whichever comes first", () => {
    expect(
      targets(
        "Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Value,Phone 1 - Label\nAna,* Home,ana@example.com,+1 555 0100 200,Mobile\n",
      ),
    ).toEqual(["name", "ignore", "email", "phone", "ignore"]);
  });

  test("a Guest column beside a Name column holds the plus-one; alone it is the name", () => {
    expect(targets("Name,Guest\nAna Souza,Rui Costa\n")).toEqual(["name", "companion"]);
    expect(targets("Guest,Name\nRui Costa,Ana Souza\n")).toEqual(["companion", "name"]);
    expect(targets("Guest,Email\nAna Souza,ana@example.com\n")).toEqual(["name", "email"]);
  });

  test("Guest 2 is one more person; Guest 2 First Name is the partner's", () => {
    expect(
      targets(
        "Guest 1 First Name,Guest 1 Last Name,Guest 2 First Name,Guest 2 Last Name,Guest 3\nAna,Souza,Rui,Costa,Maria\n",
      ),
    ).toEqual(["firstName", "lastName", "partnerFirstName", "partnerLastName", "companion"]);
  });

  test("dietary columns under other names, meals under theirs", () => {
    expect(targets("Name,Special req,Entree choice\nAna,Nut allergy,Fish\n")).toEqual([
      "name",
      "dietaryRestrictions",
      "meal",
    ]);
    expect(targets("Nombre,Dieta,Menú\nAna,Sin gluten,Pescado\n")).toEqual([
      "firstName",
      "dietaryRestrictions",
      "meal",
    ]);
    expect(targets("Nome,Cognome,Allergie,Piatto\nAna,Rossi,Noci,Pesce\n")).toEqual([
      "firstName",
      "lastName",
      "dietaryRestrictions",
      "meal",
    ]);
  });

  test("an event's name over RSVP answers is an RSVP column; over anything else, or the wedding party, it is not", () => {
    const file = fromText("Name,Welcome Party,Brunch\nAna,Attending,Sunday buffet\nRui,Declined,\n");
    expect(guessesOf(file).map((guess) => guess.target)).toEqual(["name", "status", "ignore"]);
    expect(guessFor(file, "Welcome Party")).toMatchObject({
      reason: GUESS_REASONS.answers,
      confidence: "unsure",
    });
    // "Wedding Party" says who stands with the couple.
    expect(targets("Name,RSVP,Wedding Party\nAna,Yes,No\n")).toEqual(["name", "status", "ignore"]);
  });

  test("with no name header, a column named like one, or else the first, is the name — flagged for a look", () => {
    expect(targets("Invitados,Correo\nAna,ana@example.com\n")).toEqual(["name", "email"]);
    expect(guessMapping(["Who", "Email"], []).map((guess) => guess.target)).toEqual(["name", "email"]);
    expect(guessMapping(["Who", "Email"], [])[0]).toMatchObject({
      reason: GUESS_REASONS.fallbackName,
      confidence: "unsure",
    });
  });

  test("an unrecognised column with values is flagged; an empty one is not", () => {
    const [, filled, empty] = guessesOf(fromText("Name,Shoe size,Blank\nAna,38,\n"));
    expect(filled).toMatchObject({ target: "ignore", reason: GUESS_REASONS.unknown, confidence: "unsure" });
    expect(empty).toMatchObject({ target: "ignore", reason: GUESS_REASONS.empty, confidence: "sure" });
  });

  test("an empty column never takes a target from a filled one", () => {
    expect(targets("Name,Mobile Phone,Home Phone\nAna,,+44 1225 960 111\n")).toEqual([
      "name",
      "ignore",
      "phone",
    ]);
  });
});

describe("per-event RSVP columns", () => {
  test("the event this seating plan is for feeds the status; choosing another moves the first to notes", () => {
    const file = fixture("rsvpify.csv");
    const guesses = guessesOf(file);
    const events = guesses.flatMap((guess, index) => (guess.event ? [index] : []));
    expect(events.map((index) => file.headers[index])).toEqual(["Ceremony RSVP", "Reception RSVP"]);
    const mapping = guesses.map((guess) => guess.target);
    const ceremony = file.headers.indexOf("Ceremony RSVP");
    const chosen = chooseEvent(mapping, events, ceremony);
    expect(chosen[ceremony]).toBe("status");
    expect(chosen[file.headers.indexOf("Reception RSVP")]).toBe("notes");
    expect(chosen.filter((target) => target === "status")).toHaveLength(1);
  });

  test("the default: reception, then wedding or dinner, then the ceremony; the rehearsal dinner last", () => {
    const statusOf = (headers: string[]) => {
      const guesses = guessMapping(
        ["Name", ...headers],
        [{ number: 2, cells: ["Ana", ...headers.map(() => "Yes")] }],
      );
      return headers[guesses.findIndex((guess) => guess.target === "status") - 1];
    };
    expect(statusOf(["Ceremony RSVP", "Reception RSVP"])).toBe("Reception RSVP");
    expect(statusOf(["Rehearsal Dinner RSVP", "Wedding RSVP"])).toBe("Wedding RSVP");
    expect(statusOf(["Welcome Party", "Hochzeit"])).toBe("Hochzeit");
    expect(statusOf(["Ceremonia", "Boda"])).toBe("Boda");
    expect(statusOf(["Welcome Party", "Ceremony RSVP"])).toBe("Ceremony RSVP");
    expect(statusOf(["Brunch", "Day Two"])).toBe("Brunch");
  });
});

describe("findHeaderRow", () => {
  test("a header under a 39-row title block is found", () => {
    const title = Array.from({ length: 39 }, (_, i) => (i % 3 === 0 ? "" : `Notes to self ${i}`)).join("\n");
    const file = fromText(`${title}\nFirst Name,Last Name,Email,RSVP\nAna,Souza,ana@example.com,Yes\n`);
    expect(file.headerRow).toBe(40);
    expect(file.rows.map((row) => row.cells[0])).toEqual(["Ana"]);
  });

  test("the search stops at HEADER_SEARCH_ROWS rows", () => {
    const rows: CsvRow[] = Array.from({ length: HEADER_SEARCH_ROWS }, (_, i) => ({
      number: i + 1,
      cells: ["x"],
    }));
    rows.push({ number: HEADER_SEARCH_ROWS + 1, cells: ["Name", "Email"] });
    expect(findHeaderRow(rows)).toBe(0);
  });
});

describe("plus-one columns of yes and numbers", () => {
  test("alone, each yes (or number) becomes guests to name later, flagged; beside a name column, a flag", () => {
    const alone = fromText("Name,Plus One\nJohn Smith,Yes\nAna Souza,No\nBo Kim,2\n");
    expect(guessFor(alone, "Plus One").target).toBe("companion");
    const yesNo = fromText("Name,Plus One\nJohn Smith,Yes\nAna Souza,No\nBo Kim,Yes\n");
    expect(guessFor(yesNo, "Plus One")).toMatchObject({
      target: "companion",
      reason: GUESS_REASONS.plusOnes,
      confidence: "unsure",
    });
    const plan = planImport(alone, proposeMapping(alone), new Set());
    expect(plan.guests.map((guest) => [guest.name, guest.household])).toEqual([
      ["John Smith", "John Smith's party"],
      ["Guest of John Smith", "John Smith's party"],
      ["Ana Souza", null],
      ["Bo Kim", "Bo Kim's party"],
      ["Guest 1 of Bo Kim", "Bo Kim's party"],
      ["Guest 2 of Bo Kim", "Bo Kim's party"],
    ]);

    const named = fromText("Name,Plus One,Plus One Name\nJohn Smith,Yes,Mary Smith\n");
    expect(guessFor(named, "Plus One")).toMatchObject({ target: "ignore", reason: GUESS_REASONS.yesNo });
    expect(guessFor(named, "Plus One Name").target).toBe("companion");
  });
});
