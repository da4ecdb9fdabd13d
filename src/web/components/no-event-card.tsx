import { CalendarXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";

/** A dashboard screen that needs an event, shown before the owner has one: 'No event found' and the way to
 * create it (the onboarding wizard). */
export function NoEventCard({ description }: { description: string }) {
  const t = useT();
  return (
    <Card className="items-center text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <CalendarXIcon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle as="h2">{t("No event found")}</CardTitle>
        <CardDescription className="max-w-md">{t(description)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/onboarding">{t("Create Event")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
