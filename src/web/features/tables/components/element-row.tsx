import { memo, useState } from "react";
import { ELEMENT_LABEL_MAX, ELEMENT_SIZE } from "@/shared/tables";
import type { PlanElement } from "@/web/components/floor-plan/geometry";
import { Input } from "@/web/components/ui/input";
import { useT } from "@/web/lib/i18n";
import { ELEMENT_LABELS } from "../lib/item-labels";
import { ItemRow, type RowHandlers } from "./item-row";

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
  handlers: RowHandlers;
}) {
  const t = useT();
  const kind = t(ELEMENT_LABELS[element.kind]);
  const { onElementChange } = handlers;
  return (
    <ItemRow
      label={element.label || kind}
      badge={
        <span className="shrink-0 rounded-full bg-muted px-2 py-1 text-xs font-medium text-muted-foreground">
          {kind}
        </span>
      }
      name={
        <Input
          aria-label={t("{kind} label", { kind })}
          value={element.label}
          maxLength={ELEMENT_LABEL_MAX}
          onChange={(event) =>
            onElementChange(element.id, { label: event.target.value }, `label:${element.id}`)
          }
          className="h-9"
        />
      }
      removeLabel={t("Remove {item}", { item: element.label || kind })}
      selected={selected}
      error={error}
      onFocus={() => handlers.onFocusItem(element.id)}
      onRemove={() => handlers.onRemove(element.id)}
    >
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <SizeField
          label={t("{kind} width", { kind })}
          value={element.width}
          onCommit={(width) => onElementChange(element.id, { width })}
        />
        <span aria-hidden="true">×</span>
        <SizeField
          label={t("{kind} height", { kind })}
          value={element.height}
          onCommit={(height) => onElementChange(element.id, { height })}
        />
        <span>{t("px")}</span>
      </div>
    </ItemRow>
  );
});
