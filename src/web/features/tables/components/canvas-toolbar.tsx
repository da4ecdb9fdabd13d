import {
  CopyIcon,
  Grid3x3Icon,
  HandIcon,
  type LucideIcon,
  Maximize2Icon,
  Minimize2Icon,
  MousePointer2Icon,
  PlusIcon,
  Redo2Icon,
  RotateCcwIcon,
  RotateCwIcon,
  ShapesIcon,
  Trash2Icon,
  Undo2Icon,
} from "lucide-react";
import type { ComponentProps } from "react";
import { VENUE_ELEMENT_KINDS } from "@/shared/tables";
import type { CanvasMode } from "@/web/components/floor-plan/floor-plan-canvas";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { ELEMENT_LABELS } from "../lib/item-labels";
import { type EditorCommands, ROTATE_STEP } from "../lib/use-editor-commands";

function ToolButton({
  icon: Icon,
  label,
  shortcut,
  pressed,
  ...props
}: ComponentProps<typeof Button> & {
  icon: LucideIcon;
  label: string;
  shortcut?: string;
  pressed?: boolean;
}) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? t("{label} ({shortcut})", { label, shortcut }) : label}
      className={cn(pressed && "bg-accent text-accent-foreground")}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;

interface CanvasToolbarProps {
  commands: EditorCommands;
  selected: number;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  snap: boolean;
  onSnapChange(snap: boolean): void;
  mode: CanvasMode;
  onModeChange(mode: CanvasMode): void;
  fullScreen: boolean;
  onFullScreenChange(fullScreen: boolean): void;
}

export function CanvasToolbar(props: CanvasToolbarProps) {
  const { commands, selected } = props;
  const t = useT();
  const none = selected === 0;
  return (
    <div
      role="toolbar"
      aria-label={t("Floor plan tools")}
      className="flex flex-wrap items-center gap-0.5 border-b bg-card px-2 py-1.5"
    >
      <Button size="sm" variant="secondary" onClick={() => commands.addTable()}>
        <PlusIcon aria-hidden="true" />
        {t("Add table")}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="ghost">
            <ShapesIcon aria-hidden="true" />
            {t("Add to venue")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => commands.addTable(true)}>{t("Head table")}</DropdownMenuItem>
          {VENUE_ELEMENT_KINDS.map((kind) => (
            <DropdownMenuItem key={kind} onSelect={() => commands.addElement(kind)}>
              {t(ELEMENT_LABELS[kind])}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Divider />
      <ToolButton
        icon={Undo2Icon}
        label={t("Undo")}
        shortcut="Control+Z"
        disabled={!props.canUndo}
        onClick={props.onUndo}
      />
      <ToolButton
        icon={Redo2Icon}
        label={t("Redo")}
        shortcut="Control+Shift+Z"
        disabled={!props.canRedo}
        onClick={props.onRedo}
      />
      <Divider />
      <ToolButton
        icon={CopyIcon}
        label={t("Duplicate")}
        shortcut="Control+D"
        disabled={none}
        onClick={() => commands.duplicate()}
      />
      <ToolButton
        icon={RotateCcwIcon}
        label={t("Rotate anticlockwise")}
        shortcut="Shift+R"
        disabled={none}
        onClick={() => commands.rotate(-ROTATE_STEP)}
      />
      <ToolButton
        icon={RotateCwIcon}
        label={t("Rotate clockwise")}
        shortcut="R"
        disabled={none}
        onClick={() => commands.rotate(ROTATE_STEP)}
      />
      <ToolButton
        icon={Trash2Icon}
        label={t("Remove selected")}
        shortcut="Delete"
        disabled={none}
        onClick={() => commands.remove()}
      />
      <Divider />
      <ToolButton
        icon={MousePointer2Icon}
        label={t("Select tool")}
        pressed={props.mode === "select"}
        onClick={() => props.onModeChange("select")}
      />
      <ToolButton
        icon={HandIcon}
        label={t("Pan tool")}
        pressed={props.mode === "pan"}
        onClick={() => props.onModeChange("pan")}
      />
      <ToolButton
        icon={Grid3x3Icon}
        label={t("Snap to grid")}
        pressed={props.snap}
        onClick={() => props.onSnapChange(!props.snap)}
      />
      <span className="ms-auto" />
      <ToolButton
        icon={props.fullScreen ? Minimize2Icon : Maximize2Icon}
        label={props.fullScreen ? t("Exit full screen") : t("Full screen")}
        onClick={() => props.onFullScreenChange(!props.fullScreen)}
      />
    </div>
  );
}
