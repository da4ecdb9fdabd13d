import type { RsvpAnswerInput, RsvpInvitation } from "./rsvp";

/**
 * The personal RSVP page's form as plain HTML fields (docs/decisions/028-rsvp.md, "Guest page"): what the
 * page shows in each field, and the posted fields turned into the answer `rsvpAnswerSchema` checks. The
 * server renders it (src/web/guest-page/components/rsvp-page.tsx) and reads it back
 * (src/server/modules/rsvp/rsvp-pages.routes.ts); the rules stay in the schema and the service.
 */

/** One person's fields: "yes", "no" or "" (not chosen yet); a menu choice's id or "". */
export interface RsvpMemberValues {
  guestId: string;
  name: string;
  attending: "yes" | "no" | "";
  meal: string;
  dietary: string;
}
export interface RsvpPlusOneValues {
  /** Set for a plus-one named in an earlier answer. */
  guestId: string;
  name: string;
  meal: string;
  dietary: string;
}
export interface RsvpFormValues {
  members: RsvpMemberValues[];
  plusOnes: RsvpPlusOneValues[];
  /** The answer the form was opened with (its `answeredAt`, "" for none): see `rsvpAnswerSchema`. */
  basis: string;
}

/** What the invitation's page shows. */
export interface RsvpPageView {
  invitation: RsvpInvitation;
  /** What the form shows: the answer as it stands, or what was posted. */
  values: RsvpFormValues;
  /** Messages by field (`m.0.attending`, `p.1.name`), `_` for the whole form. */
  errors: Record<string, string>;
  /** Just sent: the thank-you and the summary. */
  sent: boolean;
  /** Two phones of one invitation answered at once: "replaced", this answer replaced one sent meanwhile;
   * "overtaken", another phone's answer came after this one and is the one the hosts have. `at` is when
   * the other answer was sent. */
  notice?: { kind: "replaced" | "overtaken"; at: string };
}

/** The guest page's find form as it was posted: what was typed, and the message it got. */
export interface RsvpFindState {
  name: string;
  email: string;
  /** Which field the message is about; "email" when the name needs the e-mail the hosts have. */
  field?: "name" | "email";
  message?: string;
}

/** The fields' names: `m.0.attending`, `p.1.name`… */
export const memberField = (index: number, field: "id" | "attending" | "meal" | "dietary") =>
  `m.${index}.${field}`;
export const plusOneField = (index: number, field: "id" | "name" | "meal" | "dietary") =>
  `p.${index}.${field}`;

/** The answer as it stands: what the form shows before anything is typed. */
export function formValuesOf(invitation: RsvpInvitation): RsvpFormValues {
  return {
    members: invitation.members
      .filter((member) => !member.plusOne)
      .map((member) => ({
        guestId: member.guestId,
        name: member.name,
        attending: member.attending === null ? "" : member.attending ? "yes" : "no",
        meal: member.meal ?? "",
        dietary: member.dietary ?? "",
      })),
    plusOnes: invitation.members
      .filter((member) => member.plusOne)
      .map((member) => ({
        guestId: member.guestId,
        name: member.name,
        meal: member.meal ?? "",
        dietary: member.dietary ?? "",
      })),
    basis: invitation.answeredAt ?? "",
  };
}

/** At most this many rows of each kind are read from a post (the schema refuses more anyway). */
const MAX_ROWS = 60;

/**
 * The posted fields: the values to show again, the answer to check, and for each of the answer's plus-ones
 * the row it came from (rows left empty are not part of the answer). The invitation gives the people's names;
 * a person is read only by the id the page gave them. A plus-one row left without a name is dropped: an empty
 * row adds nobody, and clearing a named guest removes them.
 */
export function readRsvpForm(fields: Record<string, string>, invitation: RsvpInvitation) {
  const field = (name: string) => (fields[name] ?? "").slice(0, 2000);
  const names = new Map(invitation.members.map((member) => [member.guestId, member.name]));
  const members: RsvpMemberValues[] = [];
  for (let index = 0; index < MAX_ROWS && fields[memberField(index, "id")] !== undefined; index++) {
    const attending = field(memberField(index, "attending"));
    const guestId = field(memberField(index, "id"));
    members.push({
      guestId,
      name: names.get(guestId) ?? "",
      attending: attending === "yes" || attending === "no" ? attending : "",
      meal: field(memberField(index, "meal")),
      dietary: field(memberField(index, "dietary")),
    });
  }
  const plusOnes: RsvpPlusOneValues[] = [];
  for (let index = 0; index < MAX_ROWS && fields[plusOneField(index, "name")] !== undefined; index++) {
    plusOnes.push({
      guestId: field(plusOneField(index, "id")),
      name: field(plusOneField(index, "name")),
      meal: field(plusOneField(index, "meal")),
      dietary: field(plusOneField(index, "dietary")),
    });
  }
  const rows = plusOnes.flatMap((row, index) => {
    const blank = !row.name.trim();
    return blank && (row.guestId || (!row.meal && !row.dietary.trim())) ? [] : [index];
  });
  // Posted by the page's form: what it was opened with; a hand-made post without it is not compared.
  const basis = fields.basis === undefined ? undefined : field("basis").slice(0, 40);
  const answer = {
    ...(basis === undefined ? {} : { basis: basis || null }),
    members: members.map((member) => ({
      guestId: member.guestId,
      // Not chosen: left out, so the schema says "Say whether each person attends" beside it.
      attending: member.attending === "" ? undefined : member.attending === "yes",
      meal: member.attending === "yes" && member.meal ? member.meal : null,
      dietary: member.dietary,
    })),
    plusOnes: rows.map((index) => {
      const row = plusOnes[index]!;
      return {
        ...(row.guestId ? { guestId: row.guestId } : {}),
        name: row.name,
        meal: row.meal || null,
        dietary: row.dietary,
      };
    }),
  } as RsvpAnswerInput;
  return { values: { members, plusOnes, basis: basis ?? "" }, answer, plusOneRows: rows };
}

/** The thank-you's address carries when the answer was sent, and when the answer it replaced was: ms. */
export const sentQuery = (answered: { answeredAt: string | null; replacedAt: string | null }) => {
  const query = new URLSearchParams({ sent: String(Date.parse(answered.answeredAt ?? "") || 1) });
  if (answered.replacedAt) query.set("replaced", String(Date.parse(answered.replacedAt)));
  return query.toString();
};

/** The thank-you's notice, from its address and the invitation as it now stands. */
export function sentNotice(
  query: { sent?: string; replaced?: string },
  invitation: RsvpInvitation,
): RsvpPageView["notice"] {
  const instant = (value: string | undefined) => {
    const ms = /^\d{1,15}$/.test(value ?? "") ? Number(value) : Number.NaN;
    return Number.isFinite(ms) && ms > 1 ? ms : undefined;
  };
  const sent = instant(query.sent);
  const latest = invitation.answeredAt ? Date.parse(invitation.answeredAt) : 0;
  if (sent !== undefined && latest > sent) return { kind: "overtaken", at: new Date(latest).toISOString() };
  const replaced = instant(query.replaced);
  if (replaced !== undefined) return { kind: "replaced", at: new Date(replaced).toISOString() };
  return undefined;
}

/** The schema's field paths ("members.0.attending", "plusOnes.1.name") as the form's fields. */
export function formFieldOf(path: string, plusOneRows: number[]): string {
  const [list, index, field] = path.split(".");
  if (list === "members" && index !== undefined && field) return `m.${index}.${field}`;
  if (list === "plusOnes" && index !== undefined && field) {
    const row = plusOneRows[Number(index)];
    return row === undefined ? "_" : `p.${row}.${field}`;
  }
  return "_";
}
