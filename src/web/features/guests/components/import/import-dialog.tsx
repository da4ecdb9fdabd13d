import { useMemo, useState } from "react";
import { toast } from "sonner";
import { MB } from "@/shared/constants";
import { chooseRows, type ImportChoices } from "@/shared/csv/choose-rows";
import { guestKey } from "@/shared/csv/duplicates";
import { CSV_MESSAGES, CsvFileError, MAX_IMPORT_MB } from "@/shared/csv/errors";
import { guessMapping } from "@/shared/csv/header";
import { planImport } from "@/shared/csv/plan";
import type { GuestFile } from "@/shared/csv/read";
import type { ImportTarget } from "@/shared/csv/targets";
import type { Guest } from "@/shared/guests";
import type { ImportResult as Result } from "@/shared/guests-import";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { importGuests, useAfterImport } from "../../api/import-guests";
import { ChooseFile } from "./choose-file";
import { ImportPreview } from "./import-preview";
import { ImportResult } from "./import-result";
import { MappingTable } from "./mapping-table";
import { readFileInWorker } from "./read-file";

type Phase = "choose" | "map" | "importing" | "done";

/** The chosen file as read for the preview. */
interface Source {
  file: File;
  read: GuestFile;
}

const ENCODINGS = {
  "utf-8": "UTF-8",
  "windows-1252": "Windows-1252",
  "utf-16le": "UTF-16",
  "utf-16be": "UTF-16",
};
const DELIMITERS = { ",": "commas", ";": "semicolons", "\t": "tabs", "|": "pipes" };

/** Import CSV (spec sections 5 and 8): choose a file, check the columns and the preview, import, read the
 * result. The browser reads the file only to preview it; the server reads the same bytes again and decides. */
export function ImportDialog({
  eventId,
  guests,
  open,
  onOpenChange,
}: {
  eventId: string;
  guests: readonly Guest[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [phase, setPhase] = useState<Phase>("choose");
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string>();
  const [source, setSource] = useState<Source | null>(null);
  const [mapping, setMapping] = useState<ImportTarget[]>([]);
  const [sent, setSent] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [choices, setChoices] = useState<ImportChoices>({ skipDuplicates: true, skipInvalid: false });
  const afterImport = useAfterImport();
  const existing = useMemo(() => new Set(guests.map((guest) => guestKey(guest.name, guest.email))), [guests]);
  const plan = useMemo(
    () => (source ? planImport(source.read, mapping, existing) : null),
    [source, mapping, existing],
  );
  const chosen = plan ? chooseRows(plan, choices).guests.length : 0;
  const blocked = !plan || chosen === 0 || (plan.invalid.length > 0 && !choices.skipInvalid);

  const restart = () => {
    setPhase("choose");
    setSource(null);
    setError(undefined);
    setResult(null);
  };

  const close = (next: boolean) => {
    if (phase === "importing") return; // the request runs to its end; its answer decides what the list shows
    onOpenChange(next);
    if (!next) restart();
  };

  const read = async (file: File) => {
    setError(undefined);
    if (file.size > MAX_IMPORT_MB * MB) {
      toast.error("CSV Error", { description: CSV_MESSAGES.tooLarge });
      return setError(CSV_MESSAGES.tooLarge);
    }
    setReading(true);
    try {
      const read = await readFileInWorker(file);
      setSource({ file, read });
      setMapping(guessMapping(read.headers));
      setPhase("map");
    } catch (caught) {
      const message =
        caught instanceof CsvFileError
          ? [caught.message, caught.detail].filter(Boolean).join(" ")
          : CSV_MESSAGES.parseError;
      toast.error("CSV Error", { description: message });
      setError(message);
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    if (!source || blocked) return;
    setPhase("importing");
    setSent(0);
    try {
      const imported = await importGuests({
        eventId,
        file: source.file,
        mapping,
        ...choices,
        onUploadProgress: setSent,
      });
      await afterImport(eventId);
      toast.success("Import successful", { description: `${imported.imported} guests have been imported` });
      setResult(imported);
      setPhase("done");
    } catch (caught) {
      setPhase("map");
      if (caught instanceof ApiError && caught.status > 0) {
        toast.error("Import failed", { description: getErrorMessage(caught, CSV_MESSAGES.importFailed) });
      } else {
        toast.error("Import Error", { description: "An error occurred while importing guests" });
      }
    }
  };

  const mapped = source && (phase === "map" || phase === "importing") ? source : null;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>
            {mapped
              ? `${mapped.file.name}: ${mapped.read.rows.length.toLocaleString()} rows, ${ENCODINGS[mapped.read.encoding]}, separated by ${DELIMITERS[mapped.read.delimiter]}${mapped.read.headerRow > 1 ? `, header on row ${mapped.read.headerRow}` : ""}.`
              : "Add guests from a spreadsheet or another wedding site's export."}
          </DialogDescription>
        </DialogHeader>

        {phase === "choose" ? (
          <div className="flex min-w-0 flex-col gap-3">
            <ChooseFile busy={reading} onFile={read} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}

        {mapped && plan ? (
          <div className="flex min-w-0 flex-col gap-5">
            {plan.guests.length === 0 ? (
              <p role="alert" className="text-sm text-destructive">
                {CSV_MESSAGES.noValidGuests}
              </p>
            ) : chosen === 0 && choices.skipDuplicates ? (
              <p role="status" className="text-sm text-muted-foreground">
                Every guest in this file is already in your list. Untick “Skip duplicates” to import them
                anyway.
              </p>
            ) : null}
            <ImportPreview plan={plan} choices={choices} onChoices={setChoices} />
            <section className="flex flex-col gap-2">
              <h3 className="font-sans text-sm font-semibold">Check the columns</h3>
              <MappingTable
                file={mapped.read}
                mapping={mapping}
                onChange={(next) => phase === "map" && setMapping(next)}
              />
            </section>
          </div>
        ) : null}

        {phase === "importing" ? <ImportProgress sent={sent} /> : null}
        {phase === "done" && result ? <ImportResult result={result} /> : null}

        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
          {phase === "done" ? (
            <Button onClick={() => close(false)}>Done</Button>
          ) : (
            <>
              <Button
                variant="outline"
                disabled={phase === "importing"}
                onClick={() => (mapped ? restart() : close(false))}
              >
                {mapped ? "Choose another file" : "Cancel"}
              </Button>
              {mapped ? (
                <Button disabled={blocked || phase === "importing"} onClick={submit}>
                  {phase === "importing"
                    ? "Importing…"
                    : `Import ${chosen.toLocaleString()} ${chosen === 1 ? "guest" : "guests"}`}
                </Button>
              ) : null}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportProgress({ sent }: { sent: number }) {
  const uploading = sent < 1;
  const percent = Math.round(sent * 100);
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <p className="text-sm">{uploading ? `Sending the file… ${percent}%` : "Saving guests…"}</p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            uploading
              ? "h-full rounded-full bg-primary transition-[width]"
              : "h-full w-1/3 animate-pulse rounded-full bg-primary"
          }
          style={uploading ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
