import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { type FloorPlan, saveFloorPlanSchema, TABLE_MESSAGES } from "@/shared/tables";
import type { CanvasMode } from "@/web/components/floor-plan/floor-plan-canvas";
import type { PlanElement } from "@/web/components/floor-plan/geometry";
import { useViewport } from "@/web/components/floor-plan/use-viewport";
import { UnsavedChangesGuard } from "@/web/components/form/unsaved-changes-guard";
import { Button } from "@/web/components/ui/button";
import { ViewOnlyNote } from "@/web/components/view-only-note";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { isStaleWrite } from "@/web/lib/stale-write";
import { cn } from "@/web/lib/utils";
import { floorPlanQueryOptions } from "../api/get-floor-plan";
import { useSaveFloorPlan } from "../api/save-floor-plan";
import { createDragStore } from "../lib/drag-store";
import {
  type DraftTable,
  defaultLayout,
  fromFloorPlan,
  type Layout,
  occupancyById,
  occupancyOf,
  removeItems,
  toSaveInput,
  updateElement,
  updateTable,
} from "../lib/layout";
import { useEditorCommands } from "../lib/use-editor-commands";
import { useEditorKeys } from "../lib/use-editor-keys";
import { useLayoutEditor } from "../lib/use-layout-editor";
import { useRemotePlan } from "../lib/use-remote-plan";
import { CanvasToolbar } from "./canvas-toolbar";
import { EditorCanvas } from "./editor-canvas";
import { EditorPanes } from "./editor-panes";
import { ItemList } from "./item-list";
import { TableMapToggle } from "./table-map-toggle";
import { layoutBounds } from "./zoom-controls";

/** Field paths of a refused save ('tables.3.capacity') as messages by item id, for the rows to show. */
function errorsByItem(fields: Record<string, string>, layout: Layout): Record<string, string> {
  const byId: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [list, index] = path.split(".");
    const item =
      list === "tables"
        ? layout.tables[Number(index)]
        : list === "venueElements"
          ? layout.elements[Number(index)]
          : undefined;
    if (item) byId[item.id] ??= message;
  }
  return byId;
}

const ignore = () => undefined;
const READ_ONLY_HANDLERS = { onTableChange: ignore, onElementChange: ignore, onRemove: ignore };

/** The Tables editor: the list and the canvas side by side, the table-map switch, and the save. `plan` is
 * the server's plan, kept current by its query: the draft starts from it once, and who sits at each table is
 * read from it on every render, since the Assign Seats tab seats guests while this editor stays open. */
export function FloorPlanEditor({
  eventId,
  plan,
  showTableMap,
  readOnly,
}: {
  eventId: string;
  plan: FloorPlan;
  showTableMap: boolean;
  /** A role without tables.write (src/shared/team.ts) looks at the plan: no toolbar, no save, no moves. */
  readOnly: boolean;
}) {
  const t = useT();
  const [initial] = useState(() =>
    plan.tables.length > 0 || plan.venueElements.length > 0 ? fromFloorPlan(plan) : defaultLayout(),
  );
  const editor = useLayoutEditor(initial);
  useRemotePlan(editor, plan);
  const occupancy = useMemo(() => occupancyById(plan), [plan]);
  const { layout, selection, latest, edit, setSelection } = editor;
  const [snap, setSnap] = useState(true);
  const snapRef = useRef(snap);
  snapRef.current = snap;
  const [mode, setMode] = useState<CanvasMode>("select");
  const [fullScreen, setFullScreen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");
  const containerRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(containerRef);
  const [store] = useState(createDragStore);
  const dragging = useRef(false);
  const save = useSaveFloorPlan();
  const queryClient = useQueryClient();
  // The plan's version the draft was made on: a save based on an older one is refused (409). A draft without
  // edits shows the saved plan (useRemotePlan), so it follows its version.
  const baseVersion = useRef(plan.version);
  useEffect(() => {
    if (!editor.dirty) baseVersion.current = plan.version;
  }, [editor.dirty, plan.version]);

  const { current: view, fit: fitView } = viewport;
  // The canvas's size as its ResizeObserver last saw it: the toolbar's commands read it, not the layout
  // (a read in a click handler forces the layout its changes have just made dirty).
  const canvasSize = useRef({ width: 0, height: 0 });
  const viewCenter = useCallback(() => {
    const { width, height } = canvasSize.current;
    const { x, y, k } = view.current;
    return { x: (width / 2 - x) / k, y: (height / 2 - y) / k };
  }, [view]);
  const reveal = useCallback(
    (point: { x: number; y: number }) => {
      const rect = canvasSize.current;
      if (rect.width === 0) return;
      const { x, y, k } = view.current;
      const sx = point.x * k + x;
      const sy = point.y * k + y;
      if (sx < 40 || sy < 40 || sx > rect.width - 40 || sy > rect.height - 40) {
        viewport.set({ k, x: rect.width / 2 - point.x * k, y: rect.height / 2 - point.y * k });
      }
    },
    [view, viewport.set],
  );
  const commands = useEditorCommands(editor, {
    snap: snapRef,
    announce: setAnnouncement,
    viewCenter,
    reveal,
  });
  const rootRef = useRef<HTMLElement>(null);
  useEditorKeys({
    rootRef,
    editor,
    commands,
    canvasRef: containerRef,
    dragging,
    fullScreen,
    exitFullScreen: () => setFullScreen(false),
    readOnly,
  });

  // The first view shows the whole plan, at 100 % at most, and keeps showing it as the panes settle or the
  // window resizes, until the owner pans or zooms. Items are drawn once the zoom is known, so a large
  // plan is not drawn in full detail first and then again.
  const [fitted, setFitted] = useState(false);
  const autoFit = useRef<typeof view.current | null>(null);
  const fitWhole = useCallback(() => {
    fitView(layoutBounds(latest.current.layout), 1);
    autoFit.current = view.current;
  }, [fitView, latest, view]);
  useLayoutEffect(() => {
    fitWhole();
    setFitted(true);
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      if (box) canvasSize.current = { width: box.inlineSize, height: box.blockSize };
      if (autoFit.current === view.current) fitWhole();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [fitWhole, view]);
  useEffect(() => {
    if (!fullScreen) return;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = "";
    };
  }, [fullScreen]);

  const handlers = useMemo(
    () => ({
      onTableChange: (id: string, patch: Partial<DraftTable>, key?: string) =>
        edit((l) => updateTable(l, id, patch), key),
      onElementChange: (id: string, patch: Partial<PlanElement>, key?: string) =>
        edit((l) => updateElement(l, id, patch), key),
      onRemove: (id: string) => edit((l) => removeItems(l, new Set([id]))),
      onFocusItem: (id: string) => {
        if (!latest.current.selection.has(id)) setSelection(new Set([id]));
      },
      // Read-only, the list's controls that a disabled fieldset does not reach (the capacity slider) change
      // nothing either.
      ...(readOnly ? READ_ONLY_HANDLERS : {}),
    }),
    [edit, latest, setSelection, readOnly],
  );

  const onSave = async () => {
    const current = latest.current.layout;
    const input = toSaveInput(current);
    const checked = saveFloorPlanSchema.safeParse(input);
    // The server refuses these too (409); said here first, in its words.
    const belowSeated = current.tables.flatMap((table, i) => {
      const { seated } = occupancyOf(occupancy, table.id);
      return table.capacity < seated
        ? [[`tables.${i}.capacity`, TABLE_MESSAGES.capacityBelowSeated(table.name, seated)]]
        : [];
    });
    if (!checked.success || belowSeated.length > 0) {
      const fields: Record<string, string> = Object.fromEntries([
        ...(checked.success
          ? []
          : checked.error.issues.map((issue) => [issue.path.join("."), t(issue.message)])),
        ...belowSeated,
      ]);
      setErrors(errorsByItem(fields, current));
      toast.error(t(TABLE_MESSAGES.saveFailed), { description: Object.values(fields)[0] });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        eventId,
        plan: { ...input, baseVersion: baseVersion.current },
      });
      baseVersion.current = saved.version;
      const selected = [...latest.current.selection].map((id) => saved.createdIds[id] ?? id);
      editor.reset(fromFloorPlan(saved));
      setSelection(new Set(selected));
      setErrors({});
      toast.success(t(TABLE_MESSAGES.saved), { description: t(TABLE_MESSAGES.savedDescription) });
    } catch (error) {
      if (isStaleWrite(error)) {
        // Someone saved the plan meanwhile: theirs is shown, to change again.
        const fresh = await queryClient.fetchQuery({ ...floorPlanQueryOptions(eventId), staleTime: 0 });
        baseVersion.current = fresh.version;
        editor.reset(fromFloorPlan(fresh));
        setErrors({});
        toast.error(error.message, { description: t("Their layout is shown now; make your changes again.") });
        return;
      }
      setErrors(error instanceof ApiError && error.fields ? errorsByItem(error.fields, current) : {});
      toast.error(t(TABLE_MESSAGES.saveFailed), { description: getErrorMessage(error) });
    }
  };

  const canvasColumn = (
    <div className={cn("flex flex-col bg-card", fullScreen && "fixed inset-0 z-50")}>
      {readOnly ? null : (
        <CanvasToolbar
          commands={commands}
          selected={selection.size}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onUndo={editor.undo}
          onRedo={editor.redo}
          snap={snap}
          onSnapChange={setSnap}
          mode={mode}
          onModeChange={setMode}
          fullScreen={fullScreen}
          onFullScreenChange={setFullScreen}
        />
      )}
      <EditorCanvas
        editor={editor}
        occupancy={occupancy}
        viewport={viewport}
        containerRef={containerRef}
        store={store}
        snap={snapRef}
        mode={mode}
        dragging={dragging}
        showItems={fitted}
        readOnly={readOnly}
        // The room the window leaves below the page's header, the save bar and the canvas toolbar; never
        // less than a comfortable 20 rem (a phone: 60 % of its screen, the list below it).
        className={fullScreen ? "flex-1" : "h-[max(20rem,60svh)] md:h-[max(25rem,calc(100dvh-23rem))]"}
      />
    </div>
  );

  return (
    <section ref={rootRef} aria-label={t("Table layout editor")} className="flex flex-col gap-4">
      <UnsavedChangesGuard
        dirty={editor.dirty && !save.isPending && !readOnly}
        description={t("Your changes to the table layout have not been saved.")}
      />
      {readOnly ? (
        <ViewOnlyNote />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-card px-4 py-3 shadow-soft">
          <TableMapToggle eventId={eventId} checked={showTableMap} />
          <div className="flex items-center gap-3">
            {editor.dirty ? (
              <span className="text-sm text-muted-foreground">{t("Unsaved changes")}</span>
            ) : null}
            <Button onClick={() => void onSave()} disabled={save.isPending}>
              {save.isPending ? t("Saving…") : t("Save Table Configuration")}
            </Button>
          </div>
        </div>
      )}
      <EditorPanes
        list={
          // A disabled fieldset: every field of the list still reads, none can be changed.
          <fieldset disabled={readOnly} className="contents">
            <ItemList
              layout={layout}
              occupancy={occupancy}
              selection={selection}
              errors={errors}
              handlers={handlers}
            />
          </fieldset>
        }
        canvas={canvasColumn}
      />
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
