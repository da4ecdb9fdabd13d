import { UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { MAX_IMPORT_MB } from "@/shared/csv/errors";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** The files the chooser offers: CSV and text exports, Excel and OpenDocument workbooks, contacts. What a file
 * is, is told from its content when it is read (a file under another name is still read or refused as what
 * it is): this only narrows the system's file picker. */
const ACCEPT = [
  ".csv",
  ".tsv",
  ".txt",
  ".xlsx",
  ".xlsm",
  ".ods",
  ".vcf",
  ".vcard",
  "text/csv",
  "text/tab-separated-values",
  "text/plain",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/vcard",
  "text/x-vcard",
].join(",");

/** Drop a file or choose one: CSV (any delimiter, UTF-8 or Windows-1252), an Excel or OpenDocument workbook,
 * or a contacts file. The preview that follows shows what was read. */
export function ChooseFile({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    // A drop target for the mouse; the file input inside is the way in for the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        over ? "border-primary bg-accent" : "border-input",
      )}
    >
      <UploadIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="cursor-pointer font-medium text-lavender-700 hover:underline">
          {busy ? t("Reading the file…") : t("Choose a file")}
        </label>
        <p className="text-sm text-muted-foreground">
          {t("or drop it here · up to {max} MB", { max: MAX_IMPORT_MB })}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {t("CSV, Excel (.xlsx), OpenDocument (.ods) or contacts (.vcf)")}
      </p>
      <p className="max-w-sm text-xs text-muted-foreground">
        {t(
          "Exports from Zola, The Knot, Joy, Minted, Google Sheets or Excel work as they are: you will check which column is which before anything is imported.",
        )}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
    </div>
  );
}
