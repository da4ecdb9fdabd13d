import { type RefObject, useEffect, useRef } from "react";
import { PLAN_ITEM_ATTRIBUTE } from "@/web/components/floor-plan/floor-plan-canvas";
import { type EditorCommands, ROTATE_STEP } from "./use-editor-commands";
import type { LayoutEditor } from "./use-layout-editor";

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface KeyOptions {
  /** The editor's root: keys count while focus is inside it, or nowhere (after the focused row was undone
   * away) while the editor is on screen. */
  rootRef: RefObject<HTMLElement | null>;
  editor: LayoutEditor;
  commands: EditorCommands;
  canvasRef: RefObject<HTMLElement | null>;
  dragging: RefObject<boolean>;
  fullScreen: boolean;
  exitFullScreen(): void;
  /** The plan is only looked at: no key changes it. */
  readOnly: boolean;
}

/**
 * The editor's keys, on its root: undo and redo anywhere in the editor (Ctrl / ⌘ + Z, + Shift + Z, + Y);
 * on the canvas, arrows nudge, R rotates, Delete removes, Ctrl + D duplicates, Ctrl + A selects all and
 * Escape clears the selection or leaves full screen. A focused item that is not selected is the target.
 */
export function useEditorKeys(options: KeyOptions) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event, latest.current);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}

function onKey(event: KeyboardEvent, options: KeyOptions) {
  const { rootRef, editor, commands, canvasRef, dragging, fullScreen, exitFullScreen, readOnly } = options;
  if (readOnly) return;
  const root = rootRef.current;
  const target = event.target as HTMLElement;
  const inEditor = root?.contains(target) || (target === document.body && root?.checkVisibility());
  // dnd-kit's keyboard drag owns the keys until the item is dropped.
  if (!inEditor || dragging.current || event.defaultPrevented) return;
  if (target.closest("[role=dialog], [role=menu], [role=listbox]")) return;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  let ids: Set<string> | undefined;
  const handled = () => {
    event.preventDefault();
    if (ids) editor.setSelection(ids);
  };

  if (mod && key === "z") {
    handled();
    return event.shiftKey ? editor.redo() : editor.undo();
  }
  if (mod && key === "y") {
    handled();
    return editor.redo();
  }
  if (event.key === "Escape" && fullScreen) {
    handled();
    return exitFullScreen();
  }
  if (!canvasRef.current?.contains(target)) return;

  const itemId = target.closest(`[${PLAN_ITEM_ATTRIBUTE}]`)?.getAttribute(PLAN_ITEM_ATTRIBUTE);
  ids = itemId && !editor.latest.current.selection.has(itemId) ? new Set([itemId]) : undefined;
  const arrow = ARROWS[event.key];
  if (arrow) {
    handled();
    return commands.nudge(arrow[0], arrow[1], event.shiftKey, ids);
  }
  if (event.key === "Delete" || event.key === "Backspace") {
    handled();
    return commands.remove(ids);
  }
  if (key === "r" && !mod) {
    handled();
    return commands.rotate(event.shiftKey ? -ROTATE_STEP : ROTATE_STEP, ids);
  }
  if (mod && key === "d") {
    handled();
    return commands.duplicate(ids);
  }
  if (mod && key === "a") {
    handled();
    return commands.selectAll();
  }
  if (event.key === "Escape") {
    handled();
    editor.setSelection(new Set());
  }
}
