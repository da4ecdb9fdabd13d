import { memo, useId } from "react";
import { TABLE_CAPACITY, TABLE_SHAPES, type TableShape } from "@/shared/constants";
import { TABLE_NAME_MAX } from "@/shared/tables";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Slider } from "@/web/components/ui/slider";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { SHAPE_LABELS } from "../lib/item-labels";
import type { DraftTable } from "../lib/layout";
import { ItemRow, type RowHandlers } from "./item-row";
import { TableHistoryButton } from "./table-history";

/** One table in the list: name, capacity slider (2–20, Page Up / Page Down by 10), shape, head table, and
 * how many guests sit there now. */
export const TableRow = memo(function TableRow({
  table,
  seated,
  selected,
  error,
  handlers,
}: {
  table: DraftTable;
  seated: number;
  selected: boolean;
  error?: string;
  handlers: RowHandlers;
}) {
  const t = useT();
  const id = useId();
  const { onTableChange } = handlers;
  const name = table.name || t("table");
  return (
    <ItemRow
      label={table.name || t("Unnamed table")}
      badge={
        <span
          className={cn(
            "flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-2 text-xs font-semibold",
            table.number === null
              ? "bg-champagne-100 text-champagne-500"
              : "bg-secondary text-secondary-foreground",
          )}
          title={
            table.number === null ? t("Not saved yet") : t("Table number {number}", { number: table.number })
          }
        >
          {table.number ?? t("New")}
        </span>
      }
      name={
        <Input
          aria-label={t("Table name")}
          value={table.name}
          maxLength={TABLE_NAME_MAX}
          aria-invalid={table.name.trim() === "" || undefined}
          onChange={(event) => onTableChange(table.id, { name: event.target.value }, `name:${table.id}`)}
          className="h-9"
        />
      }
      actions={table.number === null ? null : <TableHistoryButton tableId={table.id} name={name} />}
      removeLabel={t("Remove {item}", { item: name })}
      selected={selected}
      error={error}
      onFocus={() => handlers.onFocusItem(table.id)}
      onRemove={() => handlers.onRemove(table.id)}
    >
      <div className="flex items-center gap-3">
        {/* i18n-ignore: an element id */}
        <Label id={`${id}-capacity`} className="w-16 shrink-0 text-xs text-muted-foreground">
          {t("Capacity")}
        </Label>
        <Slider
          // i18n-ignore: an element id
          aria-labelledby={`${id}-capacity`}
          thumbLabel={t("Capacity of {table}", { table: name })}
          min={TABLE_CAPACITY.min}
          max={TABLE_CAPACITY.max}
          step={1}
          value={[table.capacity]}
          onValueChange={([capacity]) =>
            capacity !== undefined && onTableChange(table.id, { capacity }, `capacity:${table.id}`)
          }
        />
        <span className="w-16 shrink-0 text-end text-sm tabular-nums">
          {t("{count, plural, one {# seat} other {# seats}}", { count: table.capacity })}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Select
          value={table.shape}
          onValueChange={(shape) => onTableChange(table.id, { shape: shape as TableShape })}
        >
          <SelectTrigger aria-label={t("Shape of {table}", { table: name })} className="h-9 w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TABLE_SHAPES.map((shape) => (
              <SelectItem key={shape} value={shape}>
                {t(SHAPE_LABELS[shape])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="flex items-center gap-2">
          <Checkbox
            // i18n-ignore: an element id
            id={`${id}-head`}
            checked={table.isHead}
            onCheckedChange={(checked) => onTableChange(table.id, { isHead: checked === true })}
          />
          {/* i18n-ignore: an element id */}
          <Label htmlFor={`${id}-head`} className="text-sm font-normal">
            {t("Head table")}
          </Label>
        </div>
        {seated > 0 ? (
          <span
            className={cn(
              "ms-auto text-xs",
              seated > table.capacity ? "font-medium text-destructive" : "text-muted-foreground",
            )}
          >
            {t("{seated} of {capacity} seated", { seated, capacity: table.capacity })}
          </span>
        ) : null}
      </div>
    </ItemRow>
  );
});
