import type { CheckinList } from "@/shared/checkin";
import { cardScanTarget, scanUrl } from "@/shared/checkin-scan";
import { type CompiledCatalog, createI18n } from "@/shared/i18n/i18n";
import { type Locale, localeDirection } from "@/shared/i18n/locales";
import type { MessageValues } from "@/shared/i18n/messages";
import { arrivalReport } from "@/shared/print/arrival-report";
import { catererReport } from "@/shared/print/caterer";
import { type Card, escortCards, placeCards, tableCards } from "@/shared/print/documents";
import type { PrintOptions, PrintSource } from "@/shared/print/options";
import { posterContent } from "@/shared/print/poster-layout";
import type { RsvpCard } from "@/shared/print/rsvp-cards";
import type { PrintT } from "@/shared/print/translate";
import { arrivalsPdf } from "./arrivals";
import { cardsPdf } from "./cards";
import { catererPdf } from "./caterer";
import type { GenerateInput, PrintTheme } from "./context";
import type { LoadFontFile } from "./font-stack";
import { posterPdf } from "./poster";
import { rsvpCardsPdf } from "./rsvp-cards";
import { tableCardsPdf } from "./table-cards";

export const DOCUMENT_KINDS = ["poster", "escort", "place", "tables", "caterer", "rsvp", "arrivals"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface GenerateRequest {
  kind: DocumentKind;
  source: PrintSource;
  eventTitle: string;
  options: PrintOptions;
  theme: PrintTheme;
  /** The print's language (one of the event's) and its compiled catalog (`loadCatalog(locale)`): the
   * worker makes its own i18n of them, whatever language the owner's screens speak. */
  locale: Locale;
  messages: CompiledCatalog;
  /** Escort and place cards: print only the cards with these keys ("reprint only what changed"). */
  onlyKeys?: string[];
  /** Escort and place cards with QR codes (`options.qrCodes`): the app's address and the event, which the
   * codes' check-in addresses are made of (src/shared/checkin-scan.ts). */
  checkin?: { origin: string; eventId: string };
  /** The arrival report: the check-in list as the report reads it (GET …/checkin/report/data). */
  arrivals?: CheckinList;
  /** RSVP cards: one per invitation with its link, and the deadline as the print's language writes it. */
  rsvp?: { cards: RsvpCard[]; deadline: string | null };
}

/** A translator for `locale` (an i18n's `_`), as the PDF builders and the previews take it. */
export function printTranslator(locale: Locale, messages: CompiledCatalog): PrintT {
  const i18n = createI18n(locale, messages);
  return Object.assign((message: string, values?: MessageValues) => i18n._(message, values), { locale });
}

/** Builds one document's PDF. Runs in a Web Worker in the browser, in process in the benchmark. */
export async function generatePdf(
  request: GenerateRequest,
  loadFont: LoadFontFile,
  onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const { kind, source, options, locale } = request;
  const t = printTranslator(locale, request.messages);
  const input: GenerateInput = {
    eventTitle: request.eventTitle,
    options,
    theme: request.theme,
    t,
    locale,
    dir: localeDirection(locale),
    loadFont,
    onProgress,
  };
  if (kind === "escort" || kind === "place") {
    const all = kind === "escort" ? escortCards(source, options, t) : placeCards(source, options, t);
    const only = request.onlyKeys ? new Set(request.onlyKeys) : null;
    const checkin = options.qrCodes ? request.checkin : undefined;
    const scan = checkin
      ? (card: Card) => {
          const target = cardScanTarget(checkin.eventId, card.key);
          return target ? scanUrl(checkin.origin, target) : undefined;
        }
      : undefined;
    return cardsPdf(kind, only ? all.filter((card) => only.has(card.key)) : all, input, scan);
  }
  if (kind === "tables") return tableCardsPdf(tableCards(source, options, t), input);
  if (kind === "caterer") return catererPdf(catererReport(source, options, t), input);
  if (kind === "arrivals")
    return arrivalsPdf(arrivalReport(request.arrivals ?? { guests: [], tables: [] }, options, t), input);
  if (kind === "rsvp") return rsvpCardsPdf(request.rsvp?.cards ?? [], request.rsvp?.deadline ?? null, input);
  return posterPdf(posterContent(source, options, request.eventTitle, t), input);
}
