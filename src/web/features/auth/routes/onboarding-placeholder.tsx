import { paths } from "@/web/app/paths";
import { Spinner } from "@/web/components/ui/spinner";
import { useRequireMe } from "@/web/lib/auth-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Stands in for the onboarding wizard until the events work replaces it; it already has its guard. */
export function Component() {
  useDocumentTitle("Create your event");
  const { status } = useRequireMe({ redirectTo: paths.login, title: "Authentication required" });
  if (status !== "allowed") {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-semibold">Create your event</h1>
      <p className="text-muted-foreground">The event wizard comes here.</p>
    </section>
  );
}
