import { memo, useReducer } from "react";
import { toast } from "sonner";
import { MB } from "@/shared/constants";
import { CSV_MESSAGES, CsvFileError, MAX_IMPORT_MB } from "@/shared/csv/errors";
import type { GuestList } from "@/shared/guests-list";
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
import { useT } from "@/web/lib/i18n";
import { importGuests, useAfterImport } from "../../api/import-guests";
import { useKnown } from "../../lib/use-known";
import { ChooseFile } from "./choose-file";
import { fileSummary } from "./file-summary";
import { ImportProgress } from "./import-progress";
import { ImportResult } from "./import-result";
import { ImportSetup } from "./import-setup";
import { type ImportState, INITIAL_IMPORT, importReducer, type Setup } from "./import-state";
import { MergeReview } from "./merge-review";
import { readFileInWorker } from "./read-file";
import { SheetPicker, sheetOf } from "./sheet-picker";
import { useImportPlan } from "./use-import-plan";

const setupOf = (state: ImportState): Setup | null =>
  state.phase === "map" || state.phase === "review" || state.phase === "importing" ? state : null;

function description(setup: Setup | null, t: ReturnType<typeof useT>): string {
  if (!setup) return t("Add guests from a spreadsheet or another wedding site's export.");
  return fileSummary(setup.source.file.name, setup.source.read, t);
}

/** Import guests (docs/decisions/013-csv-import.md): choose a file, check the columns and the preview, into a
 * list that has guests review what the file changes (mode, per-row choices), import, read the result. The
 * browser reads the file only to preview it; the server reads the same bytes again and decides.
 * The steps are the phases of `importReducer` (import-state.ts); this component runs their side effects. */
/** Memoised: it stays mounted (closed) beside the guest list, which redraws at each selection and dialog. */
export const ImportDialog = memo(function ImportDialog({
  eventId,
  list,
  open,
  onOpenChange,
}: {
  eventId: string;
  list: GuestList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const known = useKnown();
  const [state, dispatch] = useReducer(importReducer, INITIAL_IMPORT);
  const afterImport = useAfterImport();
  const setup = setupOf(state);
  const planned = useImportPlan(setup, list);
  // Into a list that has guests the file is reviewed before it is imported: the review is where the mode is chosen.
  const merging = list.guests.length > 0;
  const reviewing = state.phase === "review" || (state.phase === "importing" && state.from === "review");

  const close = (next: boolean) => {
    if (state.phase === "importing") return; // the request runs to its end; its answer decides the list
    onOpenChange(next);
    if (!next) dispatch({ type: "restart" });
  };

  const read = async (file: File) => {
    const refuse = (message: string) => {
      toast.error(t("CSV Error"), { description: message });
      dispatch({ type: "unreadable", file, message });
    };
    if (file.size > MAX_IMPORT_MB * MB) return refuse(CSV_MESSAGES.tooLarge());
    dispatch({ type: "reading", file });
    try {
      dispatch({ type: "read", source: { file, read: await readFileInWorker(file) } });
    } catch (caught) {
      refuse(
        caught instanceof CsvFileError
          ? [known(caught.message), known(caught.detail)].filter(Boolean).join(" ")
          : t(CSV_MESSAGES.parseError),
      );
    }
  };

  const submit = async () => {
    if ((state.phase !== "map" && state.phase !== "review") || !planned || planned.blocked) return;
    dispatch({ type: "send" });
    try {
      const imported = await importGuests({
        eventId,
        file: state.source.file,
        mapping: state.mapping,
        sheet: sheetOf(state.source.read),
        ...state.choices,
        ...state.merge,
        onUploadProgress: (fraction) => dispatch({ type: "sent", fraction }),
      });
      await afterImport(eventId);
      toast.success(t("Import successful"), {
        description:
          imported.updated || imported.removed
            ? t("Your guest list has been updated.")
            : t("{count, plural, one {# guest has been imported} other {# guests have been imported}}", {
                count: imported.imported,
              }),
      });
      dispatch({ type: "imported", result: imported });
    } catch (caught) {
      dispatch({ type: "refused" });
      if (caught instanceof ApiError && caught.status > 0) {
        toast.error(t("Import failed"), {
          description: getErrorMessage(caught, t(CSV_MESSAGES.importFailed)),
        });
      } else {
        toast.error(t("Import Error"), { description: t("An error occurred while importing guests") });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("Import CSV")}</DialogTitle>
          <DialogDescription>{description(setup, t)}</DialogDescription>
        </DialogHeader>

        {state.phase === "choose" || state.phase === "reading" ? (
          <div className="flex min-w-0 flex-col gap-3">
            <ChooseFile busy={state.phase === "reading"} onFile={read} />
            {state.phase === "choose" && state.error ? (
              <p role="alert" className="text-sm text-destructive">
                {state.error}
              </p>
            ) : null}
          </div>
        ) : null}
        {setup ? (
          <SheetPicker
            source={setup.source}
            locked={state.phase === "importing"}
            onRead={(source) => dispatch({ type: "sheet", source })}
          />
        ) : null}
        {setup && planned && reviewing ? (
          <MergeReview
            review={planned.review}
            outcome={planned.outcome}
            merge={setup.merge}
            listSize={list.guests.length}
            locked={state.phase === "importing"}
            onMerge={(merge) => dispatch({ type: "merge", merge })}
          />
        ) : setup && planned ? (
          <ImportSetup
            setup={setup}
            plan={planned.plan}
            chosen={
              setup.merge.mode === "add"
                ? planned.chosen
                : planned.review.added.length +
                  planned.review.updated.length +
                  planned.review.unchanged.length
            }
            locked={state.phase === "importing"}
            onMapping={(mapping) => dispatch({ type: "mapping", mapping })}
            onChoices={(choices) => dispatch({ type: "choices", choices })}
          />
        ) : null}
        {state.phase === "importing" ? <ImportProgress sent={state.sent} /> : null}
        {state.phase === "done" ? <ImportResult result={state.result} /> : null}

        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
          {state.phase === "done" ? (
            <Button onClick={() => close(false)}>{t("Done")}</Button>
          ) : (
            <>
              <Button
                variant="outline"
                disabled={state.phase === "importing"}
                onClick={() =>
                  reviewing
                    ? dispatch({ type: "back" })
                    : setup
                      ? dispatch({ type: "restart" })
                      : close(false)
                }
              >
                {reviewing ? t("Back to the columns") : setup ? t("Choose another file") : t("Cancel")}
              </Button>
              {setup && planned && merging && !reviewing ? (
                <Button disabled={planned.unusable} onClick={() => dispatch({ type: "review" })}>
                  {t("Review changes")}
                </Button>
              ) : setup && planned ? (
                <Button disabled={planned.blocked || state.phase === "importing"} onClick={submit}>
                  {state.phase === "importing"
                    ? t("Importing…")
                    : planned.outcome.update.length || planned.outcome.remove.length
                      ? t("{count, plural, one {Apply # change} other {Apply # changes}}", {
                          count: planned.changes,
                        })
                      : t("{count, plural, one {Import # guest} other {Import # guests}}", {
                          count: planned.chosen,
                        })}
                </Button>
              ) : null}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
