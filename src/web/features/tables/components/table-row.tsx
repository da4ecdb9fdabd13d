import { memo, useId } from "react";
import { TABLE_CAPACITY, TABLE_SHAPES, type TableShape } from "@/shared/constants";
import { TABLE_NAME_MAX } from "@/shared/tables";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Slider } from "@/web/components/ui/slider";
import { cn } from "@/web/lib/utils";
import { SHAPE_LABELS } from "../lib/item-labels";
import type { DraftTable } from "../lib/layout";
import { ItemRow, type RowHandlers } from "./item-row";

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
  const id = useId();
  const { onTableChange } = handlers;
  const name = table.name || "table";
  return (
    <ItemRow
      label={table.name || "Unnamed table"}
      badge={
        <span
          className={cn(
            "flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-2 text-xs font-semibold",
            table.number === null
              ? "bg-champagne-100 text-champagne-500"
              : "bg-secondary text-secondary-foreground",
          )}
          title={table.number === null ? "Not saved yet" : `Table number ${table.number}`}
        >
          {table.number ?? "New"}
        </span>
      }
      name={
        <Input
          aria-label="Table name"
          value={table.name}
          maxLength={TABLE_NAME_MAX}
          aria-invalid={table.name.trim() === "" || undefined}
          onChange={(event) => onTableChange(table.id, { name: event.target.value }, `name:${table.id}`)}
          className="h-9"
        />
      }
      removeLabel={`Remove ${name}`}
      selected={selected}
      error={error}
      onFocus={() => handlers.onFocusItem(table.id)}
      onRemove={() => handlers.onRemove(table.id)}
    >
      <div className="flex items-center gap-3">
        <Label id={`${id}-capacity`} className="w-16 shrink-0 text-xs text-muted-foreground">
          Capacity
        </Label>
        <Slider
          aria-labelledby={`${id}-capacity`}
          thumbLabel={`Capacity of ${name}`}
          min={TABLE_CAPACITY.min}
          max={TABLE_CAPACITY.max}
          step={1}
          value={[table.capacity]}
          onValueChange={([capacity]) =>
            capacity !== undefined && onTableChange(table.id, { capacity }, `capacity:${table.id}`)
          }
        />
        <span className="w-16 shrink-0 text-right text-sm tabular-nums">{table.capacity} seats</span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Select
          value={table.shape}
          onValueChange={(shape) => onTableChange(table.id, { shape: shape as TableShape })}
        >
          <SelectTrigger aria-label={`Shape of ${name}`} className="h-9 w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TABLE_SHAPES.map((shape) => (
              <SelectItem key={shape} value={shape}>
                {SHAPE_LABELS[shape]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-head`}
            checked={table.isHead}
            onCheckedChange={(checked) => onTableChange(table.id, { isHead: checked === true })}
          />
          <Label htmlFor={`${id}-head`} className="text-sm font-normal">
            Head table
          </Label>
        </div>
        {seated > 0 ? (
          <span
            className={cn(
              "ml-auto text-xs",
              seated > table.capacity ? "font-medium text-destructive" : "text-muted-foreground",
            )}
          >
            {seated} of {table.capacity} seated
          </span>
        ) : null}
      </div>
    </ItemRow>
  );
});
