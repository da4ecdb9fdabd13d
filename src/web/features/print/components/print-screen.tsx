import { DownloadIcon, FileSpreadsheetIcon } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import type { CompiledCatalog } from "@/shared/i18n/i18n";
import { LOCALE_NAMES, type Locale, localeDirection } from "@/shared/i18n/locales";
import { arrivalReport } from "@/shared/print/arrival-report";
import { catererCsv, catererReport } from "@/shared/print/caterer";
import { escortCards, placeCards, seatedGuests, tableCards } from "@/shared/print/documents";
import { DEFAULT_PRINT_OPTIONS, type PrintOptions, type PrintSource } from "@/shared/print/options";
import { posterContent, posterLayout, posterOrientation } from "@/shared/print/poster-layout";
import { rsvpCards } from "@/shared/print/rsvp-cards";
import { toSnapshotCard } from "@/shared/print/snapshot";
import type { CustomTheme } from "@/shared/theme";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Tabs, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { getErrorMessage } from "@/web/lib/api-client";
import { downloadBlob } from "@/web/lib/download";
import { useCan } from "@/web/lib/event-role";
import { fontFamily } from "@/web/lib/fonts";
import { type CatalogPart, loadCatalog, useT } from "@/web/lib/i18n";

import { cn } from "@/web/lib/utils";
import { useArrivalReportData } from "../api/arrival-report";
import { usePrintSnapshots, useSavePrintSnapshot } from "../api/print-snapshots";
import { useRsvpCardsData } from "../api/rsvp-cards";
import { DOCUMENTS } from "../lib/documents";
import { type DocumentKind, printTranslator } from "../lib/pdf/generate";
import { usePdfJob } from "../lib/use-pdf-job";
import { ArrivalsPreview } from "./arrivals-preview";
import { CardPreview } from "./card-preview";
import { CatererPreview, TableCardsPreview } from "./other-previews";
import { PosterPreview } from "./poster-preview";
import { PrintOptionsForm } from "./print-options";
import { ReprintPanel } from "./reprint-panel";
import { RsvpCardsPreview } from "./rsvp-preview";

/** A print's messages: its own, and the floor plan's (element labels on the poster). */
const PRINT_PARTS: CatalogPart[] = ["print", "seating"];

/** US Letter where it is the usual paper (the Americas' letter countries), A4 everywhere else. */
function localSheet(): PrintOptions["sheet"] {
  const region = navigator.language.split("-")[1]?.toUpperCase() ?? "";
  return ["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "CR", "PA", "DO", "PR"].includes(region)
    ? "letter"
    : "a4";
}

/** The title line a first print starts from: the event's title and its date, written in `locale`. */
export function defaultTitleLine(eventTitle: string, eventDate: string, locale: Locale): string {
  const day = new Date(`${eventDate}T00:00:00`);
  const date = Number.isNaN(day.getTime())
    ? eventDate
    : new Intl.DateTimeFormat(locale, {
        weekday: "long",
        year: "numeric",
        month: "long",
        day: "numeric",
      }).format(day);
  return `${eventTitle} · ${date}`;
}

export function PrintScreen({
  eventId,
  eventTitle,
  eventDate,
  languages,
  source,
  theme,
}: {
  eventId: string;
  eventTitle: string;
  eventDate: string;
  /** The event's languages, the first its default: the documents print in one of them. */
  languages: Locale[];
  source: PrintSource;
  theme: CustomTheme;
}) {
  const t = useT();
  const [kind, setKind] = useState<DocumentKind>("poster");
  // The documents' language: one of the event's, whatever language the owner's screens speak.
  const [language, setLanguage] = useState<Locale>(languages[0] ?? "en");
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: CompiledCatalog } | null>(null);
  useEffect(() => {
    let current = true;
    void loadCatalog(language, PRINT_PARTS).then((messages) => {
      if (current) setCatalog({ locale: language, messages });
    });
    return () => {
      current = false;
    };
  }, [language]);
  const docT = useMemo(() => (catalog ? printTranslator(catalog.locale, catalog.messages) : null), [catalog]);
  const docDir = localeDirection(language);
  const [options, setOptions] = useState<PrintOptions>(() => ({
    ...DEFAULT_PRINT_OPTIONS,
    sheet: localSheet(),
    title: defaultTitleLine(eventTitle, eventDate, language),
  }));

  function changeLanguage(next: Locale) {
    // A title line still as it started follows the language (its date is written in it).
    setOptions((current) =>
      current.title === defaultTitleLine(eventTitle, eventDate, language)
        ? { ...current, title: defaultTitleLine(eventTitle, eventDate, next) }
        : current,
    );
    setLanguage(next);
  }
  const job = usePdfJob();
  const snapshots = usePrintSnapshots(eventId);
  const saveSnapshot = useSavePrintSnapshot(eventId);
  const canRemember = useCan("print.write");
  // RSVP cards carry each invitation's link: only for the roles that may see links.
  const canLink = useCan("guests.write");
  // The arrival report names who came: for the roles that read the guest list.
  const canReport = useCan("guests.read");
  const documents = DOCUMENTS.filter(
    (d) => (canLink || d.kind !== "rsvp") && (canReport || d.kind !== "arrivals"),
  );
  const doc = documents.find((d) => d.kind === kind) ?? documents[0]!;
  const rsvp = useRsvpCardsData(eventId, canLink && kind === "rsvp");
  const arrivals = useArrivalReportData(eventId, canReport && kind === "arrivals");
  const rsvpDeadline = useMemo(() => {
    const at = rsvp.settings?.deadlineAt;
    if (!at || !rsvp.settings) return null;
    return new Intl.DateTimeFormat(language, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: rsvp.settings.timeZone,
    }).format(new Date(at));
  }, [rsvp.settings, language]);
  const invitationCards = useMemo(
    () => rsvpCards(rsvp.links ?? [], window.location.origin, eventId, language),
    [rsvp.links, eventId, language],
  );
  const preview = useMemo(
    () => ({
      heading: fontFamily(theme.headingFont),
      body: fontFamily(theme.bodyFont),
      primary: theme.primaryColor,
      accent: theme.tertiaryColor,
    }),
    [theme],
  );

  // The controls answer at once; the preview follows from these deferred copies, drawn in the background
  // (laying out a 3,000-guest poster takes a few hundred milliseconds) and dimmed while it catches up.
  const shownKind = useDeferredValue(kind);
  const shown = useDeferredValue(options);
  const stale = shownKind !== kind || shown !== options;
  const cards = useMemo(
    () =>
      !docT
        ? []
        : shownKind === "escort"
          ? escortCards(source, shown, docT)
          : shownKind === "place"
            ? placeCards(source, shown, docT)
            : [],
    [shownKind, source, shown, docT],
  );
  const poster = useMemo(() => {
    if (shownKind !== "poster" || !docT) return null;
    const content = posterContent(source, shown, eventTitle, docT);
    return {
      content,
      layout: posterLayout(content, shown.posterSize, posterOrientation(shown), { t: docT, dir: docDir }),
    };
  }, [shownKind, source, shown, eventTitle, docT, docDir]);
  const report = useMemo(
    () => (shownKind === "caterer" && docT ? catererReport(source, shown, docT) : null),
    [shownKind, source, shown, docT],
  );
  const arrivalsReport = useMemo(
    () =>
      shownKind === "arrivals" && docT && arrivals.data ? arrivalReport(arrivals.data, shown, docT) : null,
    [shownKind, arrivals.data, shown, docT],
  );

  // The cards as they would print now with the options of the last print: what a reprint is compared with.
  const snapshot = kind === "escort" || kind === "place" ? snapshots.data?.[kind] : undefined;
  const reprintCards = useMemo(
    () =>
      snapshot && docT ? (kind === "escort" ? escortCards : placeCards)(source, snapshot.options, docT) : [],
    [kind, source, snapshot, docT],
  );

  // Coming back to print again starts from the options of the last print.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !snapshots.data) return;
    adopted.current = true;
    const last = [snapshots.data.escort, snapshots.data.place]
      .filter((s) => s !== null)
      .sort((a, b) => b.printedAt.localeCompare(a.printedAt))[0];
    // A print saved before an option existed takes the option's default.
    if (last) setOptions({ ...DEFAULT_PRINT_OPTIONS, ...last.options });
  }, [snapshots.data]);

  async function download(onlyKeys?: string[], printOptions: PrintOptions = options) {
    if (!catalog) return;
    try {
      const blob = await job.build({
        kind,
        source,
        eventTitle,
        locale: catalog.locale,
        messages: catalog.messages,
        options: printOptions,
        theme: {
          headingFont: theme.headingFont,
          bodyFont: theme.bodyFont,
          primaryColor: theme.primaryColor,
          tertiaryColor: theme.tertiaryColor,
        },
        onlyKeys,
        checkin: { origin: window.location.origin, eventId },
        rsvp: kind === "rsvp" ? { cards: invitationCards, deadline: rsvpDeadline } : undefined,
        arrivals: kind === "arrivals" ? arrivals.data : undefined,
      });
      downloadBlob(blob, `${doc.file}${onlyKeys ? "-changes" : ""}.pdf`);
      toast.success(
        onlyKeys ? t("Changed cards downloaded") : t("{document} downloaded", { document: t(doc.label) }),
      );
      // What was printed is the event's to remember only for a role that may (src/shared/team.ts).
      if ((kind === "escort" || kind === "place") && canRemember) await rememberPrinted(kind, printOptions);
    } catch (error) {
      toast.error(getErrorMessage(error, t("Could not build the PDF")));
    }
  }

  async function rememberPrinted(cardKind: "escort" | "place", printOptions: PrintOptions) {
    if (!docT) return;
    const printed = (cardKind === "escort" ? escortCards : placeCards)(source, printOptions, docT);
    try {
      await saveSnapshot.mutateAsync({
        kind: cardKind,
        cards: printed.map(toSnapshotCard),
        options: printOptions,
      });
    } catch (error) {
      toast.error(getErrorMessage(error, t("Could not remember what was printed")));
    }
  }

  function downloadCsv() {
    if (!report) return;
    downloadBlob(new Blob([catererCsv(report)], { type: "text/csv;charset=utf-8" }), `${doc.file}.csv`);
  }

  // Memoised with the previews' inputs: a tab switch re-renders this screen at once, and the preview (the
  // previous document until the deferred render) only when what it shows changes.
  const seatedCount = useMemo(() => seatedGuests(source, options).length, [source, options]);
  const tables = useMemo(
    () => (shownKind === "tables" && docT ? tableCards(source, shown, docT) : []),
    [shownKind, source, shown, docT],
  );
  const nobody =
    kind === "rsvp"
      ? invitationCards.length === 0
      : kind === "arrivals"
        ? !arrivals.data?.guests.length
        : kind !== "tables" && seatedCount === 0;
  const change = (next: Partial<PrintOptions>) => setOptions((current) => ({ ...current, ...next }));
  const percent = job.progress ? Math.round((job.progress.done / Math.max(job.progress.total, 1)) * 100) : 0;

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={kind} onValueChange={(value) => setKind(value as DocumentKind)}>
        <TabsList className="h-auto flex-wrap">
          {documents.map((d) => (
            <TabsTrigger key={d.kind} value={d.kind}>
              {t(d.label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <p className="text-muted-foreground">{t(doc.description)}</p>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside aria-label={t("Print options")} className="flex flex-col gap-4">
          {languages.length > 1 ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="print-language">{t("Language")}</Label>
              <NativeSelect
                id="print-language"
                value={language}
                onChange={(e) => changeLanguage(e.target.value as Locale)}
                aria-describedby="print-language-hint"
              >
                {languages.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </NativeSelect>
              <p id="print-language-hint" className="text-xs text-muted-foreground">
                {t("The language the documents are printed in.")}
              </p>
            </div>
          ) : null}
          <PrintOptionsForm kind={kind} options={options} onChange={change} />
          <div className="flex flex-col gap-2">
            <Button onClick={() => void download()} disabled={job.busy || nobody || !catalog}>
              <DownloadIcon aria-hidden="true" />
              {t("Download PDF")}
            </Button>
            {kind === "caterer" ? (
              <Button variant="outline" onClick={downloadCsv}>
                <FileSpreadsheetIcon aria-hidden="true" />
                {t("Download CSV")}
              </Button>
            ) : null}
            {job.progress ? (
              <div className="flex flex-col gap-1">
                <div
                  role="progressbar"
                  aria-label={t("Building the PDF")}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-secondary"
                >
                  <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-xs text-muted-foreground" aria-live="polite">
                  {t("Building the PDF… {done} of {total}", {
                    done: job.progress.done,
                    total: job.progress.total,
                  })}
                </p>
              </div>
            ) : null}
          </div>
          {kind === "escort" || kind === "place" ? (
            <ReprintPanel
              kind={kind}
              snapshot={snapshot}
              cards={reprintCards}
              busy={job.busy}
              onReprint={(keys) => snapshot && void download(keys, snapshot.options)}
              onMarkDone={() => snapshot && void rememberPrinted(kind, snapshot.options)}
            />
          ) : null}
        </aside>
        <section
          aria-label={t("Preview")}
          aria-busy={stale}
          className={cn("flex min-w-0 flex-col gap-3 transition-opacity", stale && "opacity-60")}
        >
          {stale ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("Updating preview…")}
            </p>
          ) : null}
          {nobody && kind === "rsvp" ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {rsvp.isPending
                ? t("Loading…")
                : rsvp.settings?.enabled
                  ? t("No invitations yet. Add guests first, then print.")
                  : t(
                      "Turn on Collect RSVPs in Event Settings first: each card carries its household's RSVP link.",
                    )}
            </p>
          ) : nobody && kind === "arrivals" ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {arrivals.isPending
                ? t("Loading…")
                : arrivals.isError
                  ? getErrorMessage(arrivals.error, t("Could not load the guest list"))
                  : t("No guests yet.")}
            </p>
          ) : nobody ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {options.guests === "confirmed"
                ? t(
                    "No guests are seated yet among the confirmed ones. Seat your guests at tables first, then print.",
                  )
                : t("No guests are seated yet. Seat your guests at tables first, then print.")}
            </p>
          ) : null}
          {!docT ? null : shownKind === "escort" || shownKind === "place" ? (
            <CardPreview
              kind={shownKind}
              cards={cards}
              options={shown}
              theme={preview}
              language={language}
              eventId={eventId}
            />
          ) : shownKind === "tables" ? (
            <TableCardsPreview tables={tables} options={shown} theme={preview} language={language} />
          ) : shownKind === "rsvp" ? (
            <RsvpCardsPreview
              cards={invitationCards}
              title={shown.title}
              deadline={rsvpDeadline}
              theme={preview}
              docT={docT}
            />
          ) : shownKind === "arrivals" ? (
            arrivalsReport && !nobody ? (
              <ArrivalsPreview report={arrivalsReport} docT={docT} language={language} />
            ) : null
          ) : shownKind === "caterer" && report ? (
            <CatererPreview report={report} docT={docT} language={language} />
          ) : (
            poster && (
              <PosterPreview
                layout={poster.layout}
                tables={poster.content.tables.length}
                guests={poster.content.find.length}
                options={shown}
                theme={preview}
              />
            )
          )}
        </section>
      </div>
    </div>
  );
}
