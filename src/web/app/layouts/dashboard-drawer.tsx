import { MenuIcon, XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { DashboardEventSwitcher } from "./dashboard-event-switcher";
import { DashboardNav } from "./dashboard-nav";

/** Phones: the sidebar becomes a drawer opened from the top bar (focus trapped, Escape closes). */
export function DashboardDrawer() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("Open menu")}>
          <MenuIcon aria-hidden="true" className="size-5" />
        </Button>
      </DialogPrimitive.Trigger>
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
          <DashboardEventSwitcher onNavigate={() => setOpen(false)} />
          <DashboardNav onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
