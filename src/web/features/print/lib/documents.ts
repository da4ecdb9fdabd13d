import type { DocumentKind } from "./pdf/generate";

/** The Print screen's documents, in the order a wedding needs them. */
export const DOCUMENTS: { kind: DocumentKind; label: string; file: string; description: string }[] = [
  {
    kind: "poster",
    label: "Seating chart",
    file: "seating-chart",
    description: "The floor plan with every table and its guests, and an alphabetical “Find your seat” list.",
  },
  {
    kind: "escort",
    label: "Escort cards",
    file: "escort-cards",
    description: "One card per guest (or household) with their table, several per sheet with cut marks.",
  },
  {
    kind: "place",
    label: "Place cards",
    file: "place-cards",
    description: "Tent cards for each seat: cut along the marks, fold on the dotted line.",
  },
  {
    kind: "tables",
    label: "Table cards",
    file: "table-cards",
    description: "Each table’s number or name, large, one per page or folded into a tent.",
  },
  {
    kind: "caterer",
    label: "Caterer's report",
    file: "caterers-report",
    description: "Guest count, seat by seat meals and dietary restrictions per table, and the totals.",
  },
];
