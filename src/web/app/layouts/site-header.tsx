import { Link } from "react-router";
import { Logo } from "@/web/components/brand/logo";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { HeaderAction } from "./header-action";
import { guestHeaderItems, type HeaderItem } from "./header-items";
import { MobileNav } from "./mobile-nav";

/**
 * The public header. `items` are its actions: the logged-out list by default; a signed-in user's list
 * (Dashboard, Sign Out, Admin Area) is passed in by whoever knows the session; `name` is the site title.
 */
export function SiteHeader({ items = guestHeaderItems, name }: { items?: HeaderItem[]; name?: string }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4"
        >
          <Logo name={name} />
        </Link>
        <nav aria-label={t("Main")} className="hidden sm:block">
          <ul className="flex items-center gap-2">
            {items.map((item) => (
              <li key={item.label}>
                <HeaderAction item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <MobileNav items={items} />
      </div>
    </header>
  );
}
