import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactElement } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { DashboardEventSwitcher } from "./dashboard-event-switcher";
import { DashboardNav } from "./dashboard-nav";

/** The phone's drawer, loaded on its first opening (dashboard-drawer.tsx): the sidebar's switcher and nav. */
export default function DashboardDrawerPanel({
  trigger,
  open,
  onOpenChange,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-e bg-card p-4 shadow-lift outline-none data-[state=open]:animate-fade-in">
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="font-serif text-lg font-semibold">
              {t("Menu")}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t("Close menu")}>
                <XIcon aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">
            {t("Dashboard sections")}
          </DialogPrimitive.Description>
          <DashboardEventSwitcher onNavigate={() => onOpenChange(false)} />
          <DashboardNav onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
