import { z } from "zod";
import type { Guest } from "../guests";
import { msg } from "../i18n/messages";
import type { FloorPlan } from "../tables";
import { text } from "../text";
import { CARD_SIZES, ORIENTATIONS, POSTER_SIZES, SHEET_SIZES } from "./paper";

export const TITLE_MAX = 120;

/** What the Print screen lets the owner choose; every document reads the parts it needs. Stored with a
 * print snapshot, so a reprint of what changed looks like the cards it replaces. */
export const printOptionsSchema = z.object({
  /** Confirmed guests only, or every seated guest who has not declined. */
  guests: z.enum(["confirmed", "seated"]),
  /** Alphabetical by last name or first name, or by table then seat. */
  sort: z.enum(["last", "first", "table"]),
  /** "Table 4", or the table's own name ("Rosemary"). */
  tableLabel: z.enum(["number", "name"]),
  cardSize: z.enum(CARD_SIZES),
  sheet: z.enum(SHEET_SIZES),
  orientation: z.enum(["auto", ...ORIENTATIONS]),
  posterSize: z.enum(POSTER_SIZES),
  /** A title or monogram line printed on cards and at the top of the poster ("Ana & Luis · 12 June"). */
  title: text({ label: msg("Title line"), max: TITLE_MAX }),
  /** One escort card per household seated at one table ("The Garcia Family — Table 4"). */
  households: z.boolean(),
  /** The meal under the name on place cards. */
  showMeal: z.boolean(),
  /** Table cards: one per page, or two per page to fold into a tent. */
  tableCardsFolded: z.boolean(),
  /** Escort and place cards: a small QR code of the guest (or household) that the check-in screen's Scan
   * reads (src/shared/checkin-scan.ts). Off unless asked for; a print saved before it existed had none. */
  qrCodes: z.boolean().default(false),
});
export type PrintOptions = z.infer<typeof printOptionsSchema>;

export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  guests: "seated",
  sort: "last",
  tableLabel: "number",
  cardSize: "3.5x2in",
  sheet: "letter",
  orientation: "auto",
  posterSize: "a2",
  title: "",
  households: true,
  showMeal: false,
  tableCardsFolded: false,
  qrCodes: false,
};

/** The data every document is built from: the guest list's guests and households, the floor plan. */
export interface PrintSource {
  guests: Pick<
    Guest,
    "id" | "name" | "status" | "tableId" | "seatNumber" | "householdId" | "meal" | "dietaryRestrictions"
  >[];
  households: { id: string; name: string }[];
  plan: FloorPlan;
}
export type PrintGuest = PrintSource["guests"][number];
export type PrintTable = FloorPlan["tables"][number];
