import { HourglassIcon } from "lucide-react";
import { Link, useMatches } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/lib/use-document-title";

type ComingSoonHandle = { title?: string };

/** A dashboard section that is not built yet: its route passes the title in `handle`. */
export function Component() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ComingSoonHandle | undefined;
  const title = handle?.title ?? "This section";
  useDocumentTitle(title);
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <Card className="items-center text-center">
        <CardHeader className="items-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <HourglassIcon aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h2">Coming soon</CardTitle>
          <CardDescription className="max-w-md">
            {title} is on its way. In the meantime you can finish your event settings and appearance.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
