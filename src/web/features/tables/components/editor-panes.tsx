import type { ReactNode } from "react";
import { Group, Panel, Separator, useDefaultLayout } from "react-resizable-panels";
import { localeDirection } from "@/shared/i18n/locales";
import { useLocale, useT } from "@/web/lib/i18n";
import { useMediaQuery } from "@/web/lib/use-media-query";

const GROUP_ID = "seatwise-tables-editor";

/**
 * Two panes: the list left, the canvas right, 50/50 until the owner drags the divider; the split is
 * remembered (saved 100 ms after the last change). On a phone the two stack, canvas first.
 */
export function EditorPanes({ list, canvas }: { list: ReactNode; canvas: ReactNode }) {
  const t = useT();
  const direction = localeDirection(useLocale());
  const wide = useMediaQuery("(min-width: 768px)");
  const { defaultLayout, onLayoutChange } = useDefaultLayout({
    id: GROUP_ID,
    storage: localStorage,
    debounceSaveMs: 100,
  });
  if (!wide) {
    return (
      <div className="flex flex-col gap-4">
        <div className="overflow-hidden rounded-2xl border shadow-soft">{canvas}</div>
        <div className="h-[32rem] overflow-hidden rounded-2xl border bg-muted/40">{list}</div>
      </div>
    );
  }
  return (
    // The split is laid out left to right in every language (the resize handle reads the pointer that
    // way); the list inside reads in the reader's direction.
    <Group
      dir="ltr"
      id={GROUP_ID}
      orientation="horizontal"
      defaultLayout={defaultLayout}
      onLayoutChange={onLayoutChange}
      className="overflow-hidden rounded-2xl border bg-card shadow-soft"
    >
      <Panel id="list" defaultSize="50" minSize="25" className="relative bg-muted/40">
        <div className="absolute inset-0" dir={direction}>
          {list}
        </div>
      </Panel>
      <Separator
        aria-label={t("Resize the list and the floor plan")}
        className="w-1.5 bg-border outline-none transition-colors hover:bg-lavender-300 focus-visible:bg-primary data-[separator=active]:bg-primary"
      />
      <Panel id="canvas" defaultSize="50" minSize="30">
        {canvas}
      </Panel>
    </Group>
  );
}
