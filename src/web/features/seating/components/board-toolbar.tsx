import { LayoutGridIcon, MapIcon, Redo2Icon, Undo2Icon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { msg, useT } from "@/web/lib/i18n";

export type BoardViewKind = "cards" | "plan";

/** Above the board: undo, redo, cards or floor plan, and how many guests are seated. */
export function BoardToolbar({
  actions,
  view,
  onView,
  summary,
  readOnly,
}: {
  actions: { undo: () => unknown; redo: () => unknown; canUndo: boolean; canRedo: boolean };
  view: BoardViewKind;
  onView: (view: BoardViewKind) => void;
  summary: string;
  /** No undo or redo on a board only looked at. */
  readOnly: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t("Seating tools")}>
      {readOnly ? null : (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void actions.undo()}
            disabled={!actions.canUndo}
            aria-keyshortcuts="Control+Z"
          >
            <Undo2Icon aria-hidden="true" />
            {t("Undo")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void actions.redo()}
            disabled={!actions.canRedo}
            aria-keyshortcuts="Control+Shift+Z"
          >
            <Redo2Icon aria-hidden="true" />
            {t("Redo")}
          </Button>
        </>
      )}
      <fieldset className="m-0 flex min-w-0 rounded-lg border p-0.5">
        <legend className="sr-only">{t("Show tables as")}</legend>
        {(
          [
            ["cards", msg("Cards"), LayoutGridIcon],
            ["plan", msg("Floor plan"), MapIcon],
          ] as const
        ).map(([value, label, Icon]) => (
          <Button
            key={value}
            variant={view === value ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={view === value}
            onClick={() => onView(value)}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </Button>
        ))}
      </fieldset>
      <p className="ms-auto text-sm text-muted-foreground tabular-nums" data-testid="seated-summary">
        {summary}
      </p>
    </div>
  );
}
