import { Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Trans, useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** The 404 page: any unknown path, and things that do not exist (a draft or unknown blog post). */
export function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t("Page not found"));
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-lavender-400 to-lavender-800 bg-clip-text font-serif text-8xl font-semibold text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t("Oops! Page not found")}</h1>
      <p className="mt-4 text-muted-foreground">
        <Trans
          id="We looked under every table, but there is nothing at <0>{pathname}</0>."
          values={{ pathname }}
          components={{
            0: (
              <code
                dir="ltr"
                className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground"
              />
            ),
          }}
        />
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" /> {t("Return to Home")}
        </Link>
      </Button>
    </section>
  );
}

export { NotFound as Component };
