import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/constants";
import { Logo } from "@/web/components/brand/logo";
import { LanguageSelect } from "@/web/components/i18n/language-select";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";

const columns = [
  {
    title: msg("Navigate"),
    links: [
      { label: msg("Home"), to: paths.home },
      { label: msg("Dashboard"), to: paths.dashboard.root },
    ],
  },
  {
    title: msg("Account"),
    links: [
      { label: msg("Login"), to: paths.login },
      { label: msg("Sign Up"), to: paths.signup },
    ],
  },
];

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t bg-lavender-50/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm space-y-3 md:col-span-1">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">
            {t("Guest lists, table plans and a beautiful page where every guest finds their seat.")}
          </p>
          <LanguageSelect className="max-w-48 pt-2" />
        </div>
        {columns.map((column) => (
          // i18n-ignore: ids
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2
              // i18n-ignore
              id={`footer-${column.title}`}
              className="font-sans text-xs font-semibold tracking-widest text-lavender-900 uppercase"
            >
              {t(column.title)}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-lavender-700 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border/70">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          {t("© {year} {product}. Made with care for every guest and every table.", {
            year: new Date().getFullYear(),
            product: PRODUCT_NAME,
          })}
        </p>
      </div>
    </footer>
  );
}
