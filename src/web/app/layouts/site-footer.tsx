import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/constants";
import { Logo } from "@/web/components/brand/logo";
import { paths } from "@/web/lib/paths";

const columns = [
  {
    title: "Navigate",
    links: [
      { label: "Home", to: paths.home },
      { label: "Dashboard", to: paths.dashboard.root },
    ],
  },
  {
    title: "Account",
    links: [
      { label: "Login", to: paths.login },
      { label: "Sign Up", to: paths.signup },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-lavender-50/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm space-y-3 md:col-span-1">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">
            Guest lists, table plans and a beautiful page where every guest finds their seat.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2
              id={`footer-${column.title}`}
              className="font-sans text-xs font-semibold tracking-widest text-lavender-900 uppercase"
            >
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-lavender-700 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border/70">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Made with care for every guest and every table.
        </p>
      </div>
    </footer>
  );
}
