import { catererReport } from "@/shared/print/caterer";
import { escortCards, placeCards, tableCards } from "@/shared/print/documents";
import type { PrintOptions, PrintSource } from "@/shared/print/options";
import { posterContent } from "@/shared/print/poster-layout";
import { cardsPdf } from "./cards";
import { catererPdf } from "./caterer";
import type { GenerateInput, PrintTheme } from "./context";
import type { LoadFontFile } from "./font-stack";
import { posterPdf } from "./poster";
import { tableCardsPdf } from "./table-cards";

export const DOCUMENT_KINDS = ["poster", "escort", "place", "tables", "caterer"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface GenerateRequest {
  kind: DocumentKind;
  source: PrintSource;
  eventTitle: string;
  options: PrintOptions;
  theme: PrintTheme;
  /** Escort and place cards: print only the cards with these keys ("reprint only what changed"). */
  onlyKeys?: string[];
}

/** Builds one document's PDF. Runs in a Web Worker in the browser, in process in the benchmark. */
export async function generatePdf(
  request: GenerateRequest,
  loadFont: LoadFontFile,
  onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const { kind, source, options } = request;
  const input: GenerateInput = {
    eventTitle: request.eventTitle,
    options,
    theme: request.theme,
    loadFont,
    onProgress,
  };
  if (kind === "escort" || kind === "place") {
    const all = kind === "escort" ? escortCards(source, options) : placeCards(source, options);
    const only = request.onlyKeys ? new Set(request.onlyKeys) : null;
    return cardsPdf(kind, only ? all.filter((card) => only.has(card.key)) : all, input);
  }
  if (kind === "tables") return tableCardsPdf(tableCards(source, options), input);
  if (kind === "caterer") return catererPdf(catererReport(source, options), input);
  return posterPdf(posterContent(source, options, request.eventTitle), input);
}
