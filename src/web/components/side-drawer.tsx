import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { OverlayCatchesPointers } from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Small screens: a menu drawer at the start edge, opened by `trigger` (focus trapped, Escape or the close
 * button closes it). The dashboard's and the admin area's menus. */
export function SideDrawer({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  openAnimation,
  children,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers only. */
  description: string;
  /** Classes of the panel's opening animation. */
  openAnimation: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className={cn(
            "fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-e bg-card p-4 shadow-lift outline-none",
            openAnimation,
          )}
        >
          <OverlayCatchesPointers />
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="font-serif text-lg font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t("Close menu")}>
                <XIcon aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
