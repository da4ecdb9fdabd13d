import { DownloadIcon, FileSpreadsheetIcon } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { catererCsv, catererReport } from "@/shared/print/caterer";
import { escortCards, placeCards, seatedGuests, tableCards } from "@/shared/print/documents";
import { DEFAULT_PRINT_OPTIONS, type PrintOptions, type PrintSource } from "@/shared/print/options";
import { posterContent, posterLayout, posterOrientation } from "@/shared/print/poster-layout";
import { toSnapshotCard } from "@/shared/print/snapshot";
import type { CustomTheme } from "@/shared/theme";
import { Button } from "@/web/components/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { getErrorMessage } from "@/web/lib/api-client";
import { fontFamily } from "@/web/lib/fonts";
import { cn } from "@/web/lib/utils";
import { usePrintSnapshots, useSavePrintSnapshot } from "../api/print-snapshots";
import { DOCUMENTS } from "../lib/documents";
import type { DocumentKind } from "../lib/pdf/generate";
import { downloadBlob, usePdfJob } from "../lib/use-pdf-job";
import { CardPreview } from "./card-preview";
import { CatererPreview, TableCardsPreview } from "./other-previews";
import { PosterPreview } from "./poster-preview";
import { PrintOptionsForm } from "./print-options";
import { ReprintPanel } from "./reprint-panel";

/** US Letter where it is the usual paper (the Americas' letter countries), A4 everywhere else. */
function localSheet(): PrintOptions["sheet"] {
  const region = navigator.language.split("-")[1]?.toUpperCase() ?? "";
  return ["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "CR", "PA", "DO", "PR"].includes(region)
    ? "letter"
    : "a4";
}

export function PrintScreen({
  eventId,
  eventTitle,
  titleLine,
  source,
  theme,
}: {
  eventId: string;
  eventTitle: string;
  /** The title line a first print starts from: the event's title and date. */
  titleLine: string;
  source: PrintSource;
  theme: CustomTheme;
}) {
  const [kind, setKind] = useState<DocumentKind>("poster");
  const [options, setOptions] = useState<PrintOptions>(() => ({
    ...DEFAULT_PRINT_OPTIONS,
    sheet: localSheet(),
    title: titleLine,
  }));
  const job = usePdfJob();
  const snapshots = usePrintSnapshots(eventId);
  const saveSnapshot = useSavePrintSnapshot(eventId);
  const doc = DOCUMENTS.find((d) => d.kind === kind) ?? DOCUMENTS[0]!;
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
      shownKind === "escort"
        ? escortCards(source, shown)
        : shownKind === "place"
          ? placeCards(source, shown)
          : [],
    [shownKind, source, shown],
  );
  const poster = useMemo(() => {
    if (shownKind !== "poster") return null;
    const content = posterContent(source, shown, eventTitle);
    return { content, layout: posterLayout(content, shown.posterSize, posterOrientation(shown)) };
  }, [shownKind, source, shown, eventTitle]);
  const report = useMemo(
    () => (shownKind === "caterer" ? catererReport(source, shown) : null),
    [shownKind, source, shown],
  );

  // The cards as they would print now with the options of the last print: what a reprint is compared with.
  const snapshot = kind === "escort" || kind === "place" ? snapshots.data?.[kind] : undefined;
  const reprintCards = useMemo(
    () => (snapshot ? (kind === "escort" ? escortCards : placeCards)(source, snapshot.options) : []),
    [kind, source, snapshot],
  );

  // Coming back to print again starts from the options of the last print.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !snapshots.data) return;
    adopted.current = true;
    const last = [snapshots.data.escort, snapshots.data.place]
      .filter((s) => s !== null)
      .sort((a, b) => b.printedAt.localeCompare(a.printedAt))[0];
    if (last) setOptions(last.options);
  }, [snapshots.data]);

  async function download(onlyKeys?: string[], printOptions: PrintOptions = options) {
    try {
      const blob = await job.build({
        kind,
        source,
        eventTitle,
        options: printOptions,
        theme: {
          headingFont: theme.headingFont,
          bodyFont: theme.bodyFont,
          primaryColor: theme.primaryColor,
          tertiaryColor: theme.tertiaryColor,
        },
        onlyKeys,
      });
      downloadBlob(blob, `${doc.file}${onlyKeys ? "-changes" : ""}.pdf`);
      toast.success(onlyKeys ? `Changed ${doc.label.toLowerCase()} downloaded` : `${doc.label} downloaded`);
      if (kind === "escort" || kind === "place") await rememberPrinted(kind, printOptions);
    } catch (error) {
      toast.error(getErrorMessage(error, "Could not build the PDF"));
    }
  }

  async function rememberPrinted(cardKind: "escort" | "place", printOptions: PrintOptions) {
    const printed = (cardKind === "escort" ? escortCards : placeCards)(source, printOptions);
    try {
      await saveSnapshot.mutateAsync({
        kind: cardKind,
        cards: printed.map(toSnapshotCard),
        options: printOptions,
      });
    } catch (error) {
      toast.error(getErrorMessage(error, "Could not remember what was printed"));
    }
  }

  function downloadCsv() {
    if (!report) return;
    downloadBlob(new Blob([catererCsv(report)], { type: "text/csv;charset=utf-8" }), `${doc.file}.csv`);
  }

  const nobody = kind !== "tables" && seatedGuests(source, options).length === 0;
  const change = (next: Partial<PrintOptions>) => setOptions((current) => ({ ...current, ...next }));
  const percent = job.progress ? Math.round((job.progress.done / Math.max(job.progress.total, 1)) * 100) : 0;

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={kind} onValueChange={(value) => setKind(value as DocumentKind)}>
        <TabsList className="h-auto flex-wrap">
          {DOCUMENTS.map((d) => (
            <TabsTrigger key={d.kind} value={d.kind}>
              {d.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <p className="text-muted-foreground">{doc.description}</p>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Print options" className="flex flex-col gap-4">
          <PrintOptionsForm kind={kind} options={options} onChange={change} />
          <div className="flex flex-col gap-2">
            <Button onClick={() => void download()} disabled={job.busy || nobody}>
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </Button>
            {kind === "caterer" ? (
              <Button variant="outline" onClick={downloadCsv}>
                <FileSpreadsheetIcon aria-hidden="true" />
                Download CSV
              </Button>
            ) : null}
            {job.progress ? (
              <div className="flex flex-col gap-1">
                <div
                  role="progressbar"
                  aria-label="Building the PDF"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-secondary"
                >
                  <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-xs text-muted-foreground" aria-live="polite">
                  Building the PDF… {job.progress.done} of {job.progress.total}
                </p>
              </div>
            ) : null}
          </div>
          {kind === "escort" || kind === "place" ? (
            <ReprintPanel
              noun={doc.label.toLowerCase()}
              snapshot={snapshot}
              cards={reprintCards}
              busy={job.busy}
              onReprint={(keys) => snapshot && void download(keys, snapshot.options)}
              onMarkDone={() => snapshot && void rememberPrinted(kind, snapshot.options)}
            />
          ) : null}
        </aside>
        <section
          aria-label="Preview"
          aria-busy={stale}
          className={cn("flex min-w-0 flex-col gap-3 transition-opacity", stale && "opacity-60")}
        >
          {stale ? (
            <p role="status" className="text-sm text-muted-foreground">
              Updating preview…
            </p>
          ) : null}
          {nobody ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              No guests are seated yet{options.guests === "confirmed" ? " among the confirmed ones" : ""}.
              Seat your guests at tables first, then print.
            </p>
          ) : null}
          {shownKind === "escort" || shownKind === "place" ? (
            <CardPreview kind={shownKind} cards={cards} options={shown} theme={preview} />
          ) : shownKind === "tables" ? (
            <TableCardsPreview tables={tableCards(source, shown)} options={shown} theme={preview} />
          ) : shownKind === "caterer" && report ? (
            <CatererPreview report={report} />
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
