import { AlertTriangleIcon, CopyIcon, UserXIcon } from "lucide-react";
import type { ImportChoices } from "@/shared/csv/choose-rows";
import type { ImportPlan } from "@/shared/csv/plan";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { STATUS_LABELS } from "../status-select";

const LISTED = 50;
const PREVIEW_ROWS = 5;

function Problems({ title, lines }: { title: string; lines: string[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{title}</summary>
      <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5 text-muted-foreground">
        {lines.slice(0, LISTED).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {lines.length > LISTED ? <li>…and {(lines.length - LISTED).toLocaleString()} more</li> : null}
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
  const duplicates = plan.guests.filter((guest) => guest.duplicateOf !== null);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {plan.guests.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full min-w-lg text-sm [&_td]:max-w-56 [&_td]:truncate [&_td]:whitespace-nowrap">
            <caption className="sr-only">The first guests as they will be imported</caption>
            <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
              <tr>
                {["Row", "Name", "Email", "Status", "Table", "Household", "Groups"].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-medium">
                    {label}
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
                  <td className="px-3 py-2">{STATUS_LABELS[guest.status]}</td>
                  <td className="px-3 py-2">
                    {guest.table
                      ? "number" in guest.table
                        ? `Table ${guest.table.number}${guest.table.name ? ` (${guest.table.name})` : ""}`
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
            {duplicates.length.toLocaleString()} possible{" "}
            {duplicates.length === 1 ? "duplicate" : "duplicates"}: same name and email as a guest in your
            list or an earlier row
          </p>
          <div className="flex items-center gap-2">
            <Checkbox
              id="skip-duplicates"
              checked={choices.skipDuplicates}
              onCheckedChange={(checked) => onChoices({ ...choices, skipDuplicates: checked === true })}
            />
            <Label htmlFor="skip-duplicates" className="font-normal">
              Skip duplicates
            </Label>
          </div>
          <Problems
            title="Show them"
            lines={duplicates.map(
              (guest) =>
                `Row ${guest.row}: ${guest.name}, ${guest.duplicateOf === "list" ? "already in your guest list" : `same as row ${guest.duplicateOf}`}`,
            )}
          />
        </div>
      ) : null}

      {plan.nameless.length > 0 ? (
        <div className="flex flex-col gap-1 rounded-xl border bg-muted/60 p-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <UserXIcon aria-hidden="true" className="size-4" />
            {plan.nameless.length.toLocaleString()} {plan.nameless.length === 1 ? "row has" : "rows have"} no
            name and will be skipped
          </p>
          <Problems title="Which rows" lines={plan.nameless.map((row) => `Row ${row}`)} />
        </div>
      ) : null}

      {plan.invalid.length > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <AlertTriangleIcon aria-hidden="true" className="size-4" />
            {plan.invalid.length.toLocaleString()}{" "}
            {plan.invalid.length === 1 ? "row has values" : "rows have values"} that cannot be imported
          </p>
          <Problems
            title="Show the problems"
            lines={plan.invalid.map(
              (problem) =>
                `Row ${problem.row}${problem.name ? ` (${problem.name})` : ""}: ${problem.messages.join("; ")}`,
            )}
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id="skip-invalid"
              checked={choices.skipInvalid}
              onCheckedChange={(checked) => onChoices({ ...choices, skipInvalid: checked === true })}
            />
            <Label htmlFor="skip-invalid" className="font-normal">
              Skip these rows and import the others
            </Label>
          </div>
          {choices.skipInvalid ? null : (
            <p className="text-xs">Fix them in your file and choose it again, or skip them.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
