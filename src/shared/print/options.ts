import type { Guest } from "../guests";
import type { FloorPlan } from "../tables";
import type { CardSize, Orientation, PosterSize, SheetSize } from "./paper";

/** What the Print screen lets the owner choose; every document reads the parts it needs. */
export interface PrintOptions {
  /** Confirmed guests only, or every seated guest who has not declined. */
  guests: "confirmed" | "seated";
  /** Alphabetical by last name or first name, or by table then seat. */
  sort: "last" | "first" | "table";
  /** "Table 4", or the table's own name ("Rosemary"). */
  tableLabel: "number" | "name";
  cardSize: CardSize;
  sheet: SheetSize;
  orientation: Orientation | "auto";
  posterSize: PosterSize;
  /** A title or monogram line printed on cards and at the top of the poster ("Ana & Luis · 12 June"). */
  title: string;
  /** One escort card per household seated at one table ("The Garcia Family — Table 4"). */
  households: boolean;
  /** The meal under the name on place cards. */
  showMeal: boolean;
  /** Table cards: one per page, or two per page to fold into a tent. */
  tableCardsFolded: boolean;
}

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
};

export const TITLE_MAX = 120;

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
