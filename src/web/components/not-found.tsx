import { Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** The 404 page: any unknown path, and things that do not exist (a draft or unknown blog post). */
export function NotFound() {
  const { pathname } = useLocation();
  useDocumentTitle("Page not found");
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
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        We looked under every table, but there is nothing at{" "}
        <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-sm break-all text-foreground">
          {pathname}
        </code>
        .
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" /> Return to Home
        </Link>
      </Button>
    </section>
  );
}

export { NotFound as Component };
