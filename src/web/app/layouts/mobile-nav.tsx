import { MenuIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { HeaderAction } from "./header-action";
import type { HeaderItem } from "./header-items";

/** The small-screen menu: a disclosure button and a panel under the header. */
export function MobileNav({ items }: { items: HeaderItem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // The panel is about to be hidden: focus inside it would fall back to <body>.
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="sm:hidden">
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("Close menu") : t("Open menu")}
        data-open-label={t("Open menu")}
        data-close-label={t("Close menu")}
        onClick={() => setOpen((value) => !value)}
        className="group"
      >
        {/* Both icons, shown by aria-expanded: the server-rendered pages' script (enhance.ts) only flips it. */}
        <MenuIcon aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
        <XIcon aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
      </Button>
      <nav
        id={panelId}
        aria-label={t("Mobile")}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-card px-4 pt-2 pb-4 shadow-lift"
      >
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.label}>
              <HeaderAction
                item={item}
                className="h-11 w-full justify-start"
                onNavigate={() => setOpen(false)}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
