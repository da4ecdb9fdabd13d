import { msg } from "@/shared/i18n/messages";
import type { DocumentKind } from "./pdf/generate";

/** The Print screen's documents, in the order a wedding needs them (labels translated where shown). */
export const DOCUMENTS: { kind: DocumentKind; label: string; file: string; description: string }[] = [
  {
    kind: "poster",
    label: msg("Seating chart"),
    file: "seating-chart",
    description: msg(
      "The floor plan with every table and its guests, and an alphabetical “Find your seat” list.",
    ),
  },
  {
    kind: "escort",
    label: msg("Escort cards"),
    file: "escort-cards",
    description: msg("One card per guest (or household) with their table, several per sheet with cut marks."),
  },
  {
    kind: "place",
    label: msg("Place cards"),
    file: "place-cards",
    description: msg("Tent cards for each seat: cut along the marks, fold on the dotted line."),
  },
  {
    kind: "tables",
    label: msg("Table cards"),
    file: "table-cards",
    description: msg("Each table’s number or name, large, one per page or folded into a tent."),
  },
  {
    kind: "caterer",
    label: msg("Caterer's report"),
    file: "caterers-report",
    description: msg("Guest count, seat by seat meals and dietary restrictions per table, and the totals."),
  },
  {
    kind: "rsvp",
    label: msg("RSVP cards"),
    file: "rsvp-cards",
    description: msg(
      "One card per household with its own RSVP link as a QR code: guests scan it to answer, no name search needed.",
    ),
  },
  {
    kind: "arrivals",
    label: msg("Arrival report"),
    file: "arrival-report",
    description: msg(
      "After the party (or during it): who came and when, who did not, and the walk-ins, table by table.",
    ),
  },
];
