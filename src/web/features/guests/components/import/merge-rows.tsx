import type { FieldChange, ListedGuest, MatchedBy, MergeRow } from "@/shared/csv/merge";
import type { ImportGuest } from "@/shared/csv/plan";
import { Checkbox } from "@/web/components/ui/checkbox";
import { msg, useT } from "@/web/lib/i18n";
import { STATUS_LABELS } from "../status-select";

type T = ReturnType<typeof useT>;

const FIELD_LABELS: Record<FieldChange["field"], string> = {
  name: msg("Name"),
  email: msg("Email"),
  phone: msg("Phone"),
  status: msg("Status"),
  dietaryRestrictions: msg("Dietary restrictions"),
  notes: msg("Notes"),
  meal: msg("Meal"),
  household: msg("Household"),
  groups: msg("Groups"),
  table: msg("Table"),
  seat: msg("Seat"),
};

const MATCHED_BY: Record<MatchedBy, string> = {
  email: msg("Matched by email"),
  name: msg("Matched by name"),
  household: msg("Matched by household and first name"),
};

function tableText(table: ImportGuest["table"] | ListedGuest["table"], t: T): string | null {
  if (!table) return null;
  if (!("number" in table)) return table.name;
  return table.name ? t("Table {number} ({name})", table) : t("Table {number}", table);
}

/** A change's value as the owner reads it; null when the guest had none. */
function valueText(change: FieldChange, side: "before" | "after", t: T): string | null {
  switch (change.field) {
    case "status":
      return t(STATUS_LABELS[change[side]]);
    case "groups":
      return change[side].join(", ") || null;
    case "table":
      return tableText(change[side], t);
    case "seat":
      return change[side] === null ? null : String(change[side]);
    default:
      return change[side];
  }
}

/** The row's number in the file, and its name. */
function RowName({ row, name }: { row: number; name: string }) {
  const t = useT();
  return (
    <span className="flex min-w-0 items-baseline gap-2">
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {t("Line {line}", { line: row })}
      </span>
      <span className="truncate font-medium">{name}</span>
    </span>
  );
}

/** A row of the review the owner can leave in or out (a new guest, an update, a guest Replace would remove). */
function Choice({
  id,
  label,
  checked,
  disabled,
  onChange,
  children,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        aria-label={label}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-1 text-sm">
        {children}
      </label>
    </div>
  );
}

export function NewRow({
  row,
  included,
  locked,
  onToggle,
}: {
  row: MergeRow;
  included: boolean;
  locked: boolean;
  onToggle: (key: string, include: boolean) => void;
}) {
  const t = useT();
  const details = [row.guest.email, row.guest.household].filter(Boolean).join(" · ");
  return (
    <Choice
      id={`merge-new-${row.key}`} // i18n-ignore
      label={t("Add {name} (row {row})", { name: row.guest.name, row: row.guest.row })}
      checked={included}
      disabled={locked}
      onChange={(include) => onToggle(row.key, include)}
    >
      <RowName row={row.guest.row} name={row.guest.name} />
      {details ? <span className="truncate text-muted-foreground">{details}</span> : null}
    </Choice>
  );
}

export function UpdatedRow({
  row,
  changes,
  included,
  locked,
  onToggle,
}: {
  row: MergeRow & { by: MatchedBy };
  changes: FieldChange[];
  included: boolean;
  locked: boolean;
  onToggle: (key: string, include: boolean) => void;
}) {
  const t = useT();
  return (
    <Choice
      id={`merge-update-${row.key}`} // i18n-ignore
      label={t("Update {name} (row {row})", { name: row.guest.name, row: row.guest.row })}
      checked={included}
      disabled={locked}
      onChange={(include) => onToggle(row.key, include)}
    >
      <RowName row={row.guest.row} name={row.guest.name} />
      <ul className="flex flex-col gap-0.5">
        {changes.map((change) => {
          const field = t(FIELD_LABELS[change.field]);
          const before = valueText(change, "before", t) ?? t("(empty)");
          const after = valueText(change, "after", t) ?? t("(empty)");
          return (
            <li key={change.field} className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
              <span className="sr-only">
                {t("{field}: {before}, becomes {after}", { field, before, after })}
              </span>
              <span aria-hidden="true" className="text-muted-foreground">
                {field}:
              </span>
              <del aria-hidden="true" className="max-w-full truncate text-muted-foreground">
                {before}
              </del>
              <span aria-hidden="true">→</span>
              <ins aria-hidden="true" className="max-w-full truncate font-medium no-underline">
                {after}
              </ins>
            </li>
          );
        })}
      </ul>
      <span className="text-xs text-muted-foreground">{t(MATCHED_BY[row.by])}</span>
    </Choice>
  );
}

export function UnchangedRow({ row, by }: { row: MergeRow; by: MatchedBy }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <RowName row={row.guest.row} name={row.guest.name} />
      <span className="text-xs text-muted-foreground">{t(MATCHED_BY[by])}</span>
    </div>
  );
}

export function MissingRow({
  guest,
  replace,
  kept,
  locked,
  onKeep,
}: {
  guest: ListedGuest;
  replace: boolean;
  kept: boolean;
  locked: boolean;
  onKeep: (id: string, keep: boolean) => void;
}) {
  const t = useT();
  const details = [guest.email, tableText(guest.table, t)].filter(Boolean).join(" · ");
  if (!replace) {
    return (
      <div className="flex flex-col gap-0.5 text-sm">
        <span className="truncate font-medium">{guest.name}</span>
        <span className="text-xs text-muted-foreground">{t("Stays in your list")}</span>
      </div>
    );
  }
  return (
    <Choice
      id={`merge-keep-${guest.id}`} // i18n-ignore
      label={t("Keep {name}", { name: guest.name })}
      checked={kept}
      disabled={locked}
      onChange={(keep) => onKeep(guest.id, keep)}
    >
      <span className="truncate font-medium">{guest.name}</span>
      {details ? <span className="truncate text-muted-foreground">{details}</span> : null}
      <span className={kept ? "text-xs text-muted-foreground" : "text-xs text-destructive"}>
        {kept ? t("Kept") : t("Will be removed, with their seat and seating rules")}
      </span>
    </Choice>
  );
}
