import { AlertTriangleIcon, CopyIcon, UserXIcon } from "lucide-react";
import type { ImportChoices } from "@/shared/csv/choose-rows";
import type { ImportPlan } from "@/shared/csv/plan";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { msg, useT } from "@/web/lib/i18n";
import { useKnown } from "../../lib/use-known";
import { STATUS_LABELS } from "../status-select";

const LISTED = 50;
const PREVIEW_ROWS = 5;
const PREVIEW_COLUMNS = [
  msg("Row"),
  msg("Name"),
  msg("Email"),
  msg("Status"),
  msg("Table"),
  msg("Household"),
  msg("Groups"),
];

function Problems({ title, lines }: { title: string; lines: string[] }) {
  const t = useT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{title}</summary>
      <ul className="mt-1 max-h-40 list-disc overflow-y-auto ps-5 text-muted-foreground">
        {lines.slice(0, LISTED).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {lines.length > LISTED ? (
          <li>{t("…and {count, number} more", { count: lines.length - LISTED })}</li>
        ) : null}
      </ul>
    </details>
  );
}

/** What the import will do with the file as mapped: the first guests, and every row it will not import as
 * is (duplicates, rows without a name, rows with values it cannot store), with the owner's choices. */
export function ImportPreview({
  plan,
  choices,
  onChoices,
}: {
  plan: ImportPlan;
  choices: ImportChoices;
  onChoices: (choices: ImportChoices) => void;
}) {
  const t = useT();
  const known = useKnown();
  const duplicates = plan.guests.filter((guest) => guest.duplicateOf !== null);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {plan.guests.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full min-w-lg text-sm [&_td]:max-w-56 [&_td]:truncate [&_td]:whitespace-nowrap">
            <caption className="sr-only">{t("The first guests as they will be imported")}</caption>
            <thead className="bg-muted text-start text-xs text-muted-foreground uppercase">
              <tr>
                {PREVIEW_COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 text-start font-medium">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.guests.slice(0, PREVIEW_ROWS).map((guest) => (
                <tr key={guest.row} className="border-t">
                  <td className="px-3 py-2 text-muted-foreground tabular-nums">{guest.row}</td>
                  <td className="px-3 py-2 font-medium whitespace-nowrap">{guest.name}</td>
                  <td className="px-3 py-2">{guest.email ?? ""}</td>
                  <td className="px-3 py-2">{t(STATUS_LABELS[guest.status])}</td>
                  <td className="px-3 py-2">
                    {guest.table
                      ? "number" in guest.table
                        ? guest.table.name
                          ? t("Table {number} ({name})", {
                              number: guest.table.number,
                              name: guest.table.name,
                            })
                          : t("Table {number}", { number: guest.table.number })
                        : guest.table.name
                      : ""}
                    {guest.seatNumber ? ` · ${guest.seatNumber}` : ""}
                  </td>
                  <td className="px-3 py-2">{guest.household ?? ""}</td>
                  <td className="px-3 py-2">{guest.groups.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {duplicates.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <p className="flex items-center gap-2 text-sm font-medium text-amber-950">
            <CopyIcon aria-hidden="true" className="size-4" />
            {t(
              "{count, plural, one {# possible duplicate} other {# possible duplicates}}: same name and email as a guest in your list or an earlier row",
              { count: duplicates.length },
            )}
          </p>
          <div className="flex items-center gap-2">
            <Checkbox
              id="skip-duplicates"
              checked={choices.skipDuplicates}
              onCheckedChange={(checked) => onChoices({ ...choices, skipDuplicates: checked === true })}
            />
            <Label htmlFor="skip-duplicates" className="font-normal">
              {t("Skip duplicates")}
            </Label>
          </div>
          <Problems
            title={t("Show them")}
            lines={duplicates.map((guest) =>
              guest.duplicateOf === "list"
                ? t("Row {row}: {name}, already in your guest list", { row: guest.row, name: guest.name })
                : t("Row {row}: {name}, same as row {other}", {
                    row: guest.row,
                    name: guest.name,
                    other: guest.duplicateOf,
                  }),
            )}
          />
        </div>
      ) : null}

      {plan.nameless.length > 0 ? (
        <div className="flex flex-col gap-1 rounded-xl border bg-muted/60 p-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <UserXIcon aria-hidden="true" className="size-4" />
            {t(
              "{count, plural, one {# row has no name and will be skipped} other {# rows have no name and will be skipped}}",
              { count: plan.nameless.length },
            )}
          </p>
          <Problems title={t("Which rows")} lines={plan.nameless.map((row) => t("Row {row}", { row }))} />
        </div>
      ) : null}

      {plan.invalid.length > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <AlertTriangleIcon aria-hidden="true" className="size-4" />
            {t(
              "{count, plural, one {# row has values that cannot be imported} other {# rows have values that cannot be imported}}",
              { count: plan.invalid.length },
            )}
          </p>
          <Problems
            title={t("Show the problems")}
            lines={plan.invalid.map((problem) => {
              const problems = problem.messages.map((message) => known(message)).join("; ");
              return problem.name
                ? t("Row {row} ({name}): {problems}", { row: problem.row, name: problem.name, problems })
                : t("Row {row}: {problems}", { row: problem.row, problems });
            })}
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id="skip-invalid"
              checked={choices.skipInvalid}
              onCheckedChange={(checked) => onChoices({ ...choices, skipInvalid: checked === true })}
            />
            <Label htmlFor="skip-invalid" className="font-normal">
              {t("Skip these rows and import the others")}
            </Label>
          </div>
          {choices.skipInvalid ? null : (
            <p className="text-xs">{t("Fix them in your file and choose it again, or skip them.")}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
