import { useId, useState } from "react";
import { toast } from "sonner";
import { CSV_MESSAGES, CsvFileError } from "@/shared/csv/errors";
import type { GuestFile } from "@/shared/csv/read";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useT } from "@/web/lib/i18n";
import { useKnown } from "../../lib/use-known";
import type { Source } from "./import-state";
import { readFileInWorker } from "./read-file";

/** The workbook's sheet the preview read, when the file is a workbook. */
export const sheetOf = (read: GuestFile) => (read.format.kind === "workbook" ? read.format.sheet : undefined);

/** Which sheet of a workbook to import, shown only when it has several non-empty sheets: picking one reads
 * that sheet (in the worker, as the first read) and hands it on as the file's new source. */
export function SheetPicker({
  source,
  locked,
  onRead,
}: {
  source: Source;
  locked: boolean;
  onRead: (source: Source) => void;
}) {
  const t = useT();
  const known = useKnown();
  const id = useId();
  const [reading, setReading] = useState(false);
  const { format } = source.read;
  if (format.kind !== "workbook" || format.sheets.length < 2) return null;

  const pick = async (sheet: string) => {
    setReading(true);
    try {
      onRead({ file: source.file, read: await readFileInWorker(source.file, sheet) });
    } catch (caught) {
      toast.error(t("CSV Error"), {
        description:
          caught instanceof CsvFileError
            ? [known(caught.message), known(caught.detail)].filter(Boolean).join(" ")
            : t(CSV_MESSAGES.parseError),
      });
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("Sheet to import")}
      </label>
      <NativeSelect
        id={id}
        value={format.sheet}
        disabled={locked || reading}
        onChange={(event) => pick(event.target.value)}
        className="min-w-40 [&_select]:h-9"
      >
        {format.sheets.map((sheet) => (
          <option key={sheet} value={sheet}>
            {sheet}
          </option>
        ))}
      </NativeSelect>
      <p className="basis-full text-xs text-muted-foreground">
        {t(
          "This workbook has {count, number} sheets with data: the guests are read from the one chosen here.",
          {
            count: format.sheets.length,
          },
        )}
      </p>
    </div>
  );
}
