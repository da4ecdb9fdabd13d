import { Trash2Icon } from "lucide-react";
import { memo, useState } from "react";
import { ELEMENT_LABEL_MAX, ELEMENT_SIZE } from "@/shared/tables";
import type { PlanElement } from "@/web/components/floor-plan/geometry";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/utils";
import { ELEMENT_LABELS } from "../lib/item-labels";

export interface ElementHandlers {
  onElementChange(id: string, patch: Partial<PlanElement>, key?: string): void;
  onRemove(id: string): void;
  onFocusItem(id: string): void;
}

/** A size typed freely and applied on blur or Enter, kept within the allowed range. */
function SizeField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit(value: number): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const parsed = Number(draft);
    if (draft !== null && draft.trim() !== "" && Number.isFinite(parsed)) {
      onCommit(Math.min(ELEMENT_SIZE.max, Math.max(ELEMENT_SIZE.min, Math.round(parsed))));
    }
    setDraft(null);
  };
  return (
    <Input
      type="number"
      inputMode="numeric"
      aria-label={label}
      min={ELEMENT_SIZE.min}
      max={ELEMENT_SIZE.max}
      value={draft ?? String(Math.round(value))}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && commit()}
      className="h-9 w-20"
    />
  );
}

/** A venue element in the list: label, width and height (px), remove. */
export const ElementRow = memo(function ElementRow({
  element,
  selected,
  error,
  handlers,
}: {
  element: PlanElement;
  selected: boolean;
  error?: string;
  handlers: ElementHandlers;
}) {
  const kind = ELEMENT_LABELS[element.kind];
  const { onElementChange, onRemove, onFocusItem } = handlers;
  return (
    <fieldset
      aria-label={element.label || kind}
      onFocus={() => onFocusItem(element.id)}
      className={cn(
        "flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-xs",
        selected && "border-primary ring-2 ring-primary/20",
        error && "border-destructive",
      )}
    >
      <div className="flex items-center gap-2">
        <span className="shrink-0 rounded-full bg-muted px-2 py-1 text-xs font-medium text-muted-foreground">
          {kind}
        </span>
        <Input
          aria-label={`${kind} label`}
          value={element.label}
          maxLength={ELEMENT_LABEL_MAX}
          onChange={(event) =>
            onElementChange(element.id, { label: event.target.value }, `label:${element.id}`)
          }
          className="h-9"
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove ${element.label || kind}`}
          onClick={() => onRemove(element.id)}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <SizeField
          label={`${kind} width`}
          value={element.width}
          onCommit={(width) => onElementChange(element.id, { width })}
        />
        <span aria-hidden="true">×</span>
        <SizeField
          label={`${kind} height`}
          value={element.height}
          onCommit={(height) => onElementChange(element.id, { height })}
        />
        <span>px</span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
