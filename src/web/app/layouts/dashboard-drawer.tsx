import { MenuIcon } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

// The drawer (Radix's dialog: focus trap, scroll lock) is loaded when it is first opened: the dashboard's
// first screen shows without it (docs/decisions/022-light-entry.md).
const DrawerPanel = lazy(() => import("./dashboard-drawer-panel"));

/** Phones: the sidebar becomes a drawer opened from the top bar (focus trapped, Escape closes). */
export function DashboardDrawer() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = (props: ComponentProps<typeof Button>) => (
    <Button variant="ghost" size="icon" aria-label={t("Open menu")} aria-haspopup="dialog" {...props}>
      <MenuIcon aria-hidden="true" className="size-5" />
    </Button>
  );
  if (!wanted)
    return button({
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    });
  return (
    <Suspense fallback={button({ "aria-busy": true })}>
      <DrawerPanel trigger={button({})} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
