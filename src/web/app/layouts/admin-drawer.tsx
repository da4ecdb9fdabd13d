import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { SideDrawer } from "@/web/components/side-drawer";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { AdminNav } from "./admin-nav";

/** Small screens: the admin menu slides in from the start edge (focus trapped, Escape or a link closes it); in
 * right-to-left languages it fades in at the right. */
export function AdminDrawer() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <SideDrawer
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("Open menu")} className="md:hidden">
          <MenuIcon aria-hidden="true" className="size-5" />
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t("Admin menu")}
      description={t("Admin sections")}
      openAnimation="data-[state=open]:animate-slide-in-left rtl:data-[state=open]:animate-fade-in"
    >
      <AdminNav onNavigate={() => setOpen(false)} />
    </SideDrawer>
  );
}
