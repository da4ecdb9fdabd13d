import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, useEffect } from "react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The modal panel (with overlay, focus trap, Escape to close). Always give it a DialogTitle. */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "pointer-events-auto fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 shadow-lift outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in",
          className,
        )}
        {...props}
      >
        <OverlayCatchesPointers />
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
