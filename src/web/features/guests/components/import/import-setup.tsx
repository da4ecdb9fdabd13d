import type { ImportChoices } from "@/shared/csv/choose-rows";
import { CSV_MESSAGES } from "@/shared/csv/errors";
import type { ImportPlan } from "@/shared/csv/plan";
import type { ImportTarget } from "@/shared/csv/targets";
import { useT } from "@/web/lib/i18n";
import { ImportPreview } from "./import-preview";
import type { Setup } from "./import-state";
import { MappingTable } from "./mapping-table";

/** The file read: why nothing can be imported (if so), the preview with the owner's choices, the columns. */
export function ImportSetup({
  setup,
  plan,
  chosen,
  locked,
  onMapping,
  onChoices,
}: {
  setup: Setup;
  plan: ImportPlan;
  chosen: number;
  /** While the file is being sent: shown as it was sent. */
  locked: boolean;
  onMapping: (mapping: ImportTarget[]) => void;
  onChoices: (choices: ImportChoices) => void;
}) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {plan.guests.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t(CSV_MESSAGES.noValidGuests)}
        </p>
      ) : chosen === 0 && setup.choices.skipDuplicates ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t(
            "Every guest in this file is already in your list. Untick “Skip duplicates” to import them anyway.",
          )}
        </p>
      ) : null}
      <ImportPreview plan={plan} mapping={setup.mapping} choices={setup.choices} onChoices={onChoices} />
      <section className="flex flex-col gap-2">
        <h3 className="font-sans text-sm font-semibold">{t("Check the columns")}</h3>
        <MappingTable
          file={setup.source.read}
          mapping={setup.mapping}
          onChange={(next) => !locked && onMapping(next)}
        />
      </section>
    </div>
  );
}
