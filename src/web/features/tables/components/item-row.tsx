import { Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import type { PlanElement } from "@/web/components/floor-plan/geometry";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import type { DraftTable } from "../lib/layout";

/** What a row of the list does to the layout. `key` groups a run of edits to one field into one undo step. */
export interface RowHandlers {
  onTableChange(id: string, patch: Partial<DraftTable>, key?: string): void;
  onElementChange(id: string, patch: Partial<PlanElement>, key?: string): void;
  onRemove(id: string): void;
  onFocusItem(id: string): void;
}

/** The frame every row of the list shares: a badge, the name field, its actions and Remove on top, the item's own
 * settings below, and the message of a refused save. Focus inside selects the item on the canvas. */
export function ItemRow({
  label,
  badge,
  name,
  actions,
  removeLabel,
  selected,
  error,
  onFocus,
  onRemove,
  children,
}: {
  label: string;
  badge: ReactNode;
  name: ReactNode;
  /** Buttons before Remove (a saved table's history). */
  actions?: ReactNode;
  removeLabel: string;
  selected: boolean;
  error?: string;
  onFocus: () => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-label={label}
      onFocus={onFocus}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs transition-colors",
        selected && "border-primary ring-2 ring-primary/20",
        error && "border-destructive",
      )}
    >
      <div className="flex items-center gap-2">
        {badge}
        {name}
        {actions}
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={removeLabel}
          onClick={onRemove}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      {children}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
