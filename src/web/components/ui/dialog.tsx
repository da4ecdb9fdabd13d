import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, createContext, use, useEffect, useState } from "react";
import { useT } from "@/web/lib/i18n";
import { RemoveScrollBar } from "@/web/lib/remove-scroll-bar";
import { cn } from "@/web/lib/utils";

const DialogOpen = createContext(false);

/** Radix's dialog root, controlled (`open`) or not (`defaultOpen`) as Radix's is, whose open state the backdrop
 * of `DialogContent` follows too. */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  return (
    <DialogOpen value={open}>
      <DialogPrimitive.Root
        {...props}
        open={open}
        onOpenChange={(next) => {
          if (openProp === undefined) setUncontrolledOpen(next);
          onOpenChange?.(next);
        }}
      />
    </DialogOpen>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Whether a wheel turn over `target` scrolls something from it up to `boundary`, in the turn's direction. */
function scrollsWithin(target: Element, boundary: Element, { deltaX, deltaY }: WheelEvent): boolean {
  for (let node: Element | null = target; node; node = node === boundary ? null : node.parentElement) {
    const style = getComputedStyle(node);
    const y = deltaY !== 0 && /auto|scroll/.test(style.overflowY);
    if (y && (deltaY > 0 ? node.scrollTop + node.clientHeight < node.scrollHeight - 1 : node.scrollTop > 0))
      return true;
    const x = deltaX !== 0 && /auto|scroll/.test(style.overflowX);
    const left = Math.abs(node.scrollLeft); // negative from the end in a right-to-left box
    const towardEnd = deltaX > 0 === (style.direction !== "rtl");
    if (x && (towardEnd ? left + node.clientWidth < node.scrollWidth - 1 : left > 0)) return true;
  }
  return false;
}

/** A wheel turn over the backdrop or the panel never scrolls the page behind: only what can scroll inside the
 * panel does (pinch zoom, a wheel with Ctrl, is left to the browser). */
function holdWheel(event: WheelEvent) {
  const boundary = event.currentTarget;
  if (event.ctrlKey || !(event.target instanceof Element) || !(boundary instanceof Element)) return;
  if (!scrollsWithin(event.target, boundary, event)) event.preventDefault();
}

/** Listens to the wheel on the element it is given (not passively: it may prevent the scroll). */
function listenToWheel(element: HTMLElement | null) {
  element?.addEventListener("wheel", holdWheel, { passive: false });
  return () => element?.removeEventListener("wheel", holdWheel);
}

/**
 * The modal panel (with a backdrop, focus trap, Escape to close). Always give it a DialogTitle.
 *
 * The backdrop is not Radix's overlay: that one mounts `react-remove-scroll`, whose non-passive `wheel`
 * listener on the document made Chromium repaint the whole page (every element's event region) at each
 * opening and closing of a dialog (7 ms at CPU ×1 over the 300-guest seating board:
 * docs/decisions/021-interaction-speed.md). Here the wheel is held on the backdrop's and the panel's own
 * elements (`holdWheel`), touch panning is off on the backdrop, and any other scroll of the page is put back by
 * the scroll lock (`RemoveScrollBar`).
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const t = useT();
  const open = use(DialogOpen);
  return (
    <DialogPrimitive.Portal>
      <div
        aria-hidden="true"
        data-slot="dialog-overlay"
        data-state={open ? "open" : "closed"}
        ref={listenToWheel}
        className="pointer-events-auto fixed inset-0 z-50 touch-none bg-foreground/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        ref={listenToWheel}
        className={cn(
          "pointer-events-auto fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 shadow-lift outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in",
          className,
        )}
        {...props}
      >
        <OverlayCatchesPointers />
        <RemoveScrollBar />
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute end-4 top-4 rounded-md p-1 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("Close")}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const POINTER_HOLDS = "data-overlay-holds";

/**
 * Mounted inside a modal panel that has its overlay: while it is open, the app under the overlay keeps its
 * own `pointer-events`. Radix disables pointer events outside a modal by setting `pointer-events: none` on
 * <body>, an inherited property, so every element of the page is restyled on each opening and closing
 * (100 ms at CPU ×4 over the 300-guest seating board: docs/decisions/021-interaction-speed.md). The app's
 * root keeping `auto` stops that restyle at the root; the overlay, which covers the page, still catches
 * every pointer outside the panel. Nested dialogs count on the root's attribute. A passive effect, as Radix's
 * is: mounted inside the panel's layer, it sets the root's value before the layer empties <body>'s, and
 * clears it after the layer has given <body> its value back (either order the other way restyles it all).
 */
export function OverlayCatchesPointers(): null {
  useEffect(() => {
    const root = document.getElementById("root");
    if (!root) return;
    const holds = Number(root.getAttribute(POINTER_HOLDS)) || 0;
    root.setAttribute(POINTER_HOLDS, String(holds + 1));
    root.style.pointerEvents = "auto";
    return () => {
      const left = (Number(root.getAttribute(POINTER_HOLDS)) || 1) - 1;
      if (left > 0) return root.setAttribute(POINTER_HOLDS, String(left));
      root.removeAttribute(POINTER_HOLDS);
      root.style.removeProperty("pointer-events");
    };
  }, []);
  return null;
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pe-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-serif text-xl font-semibold", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
