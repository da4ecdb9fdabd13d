import { CalendarHeartIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";

/** No event yet (or it could not be checked): start the wizard. */
export function CreateEventPrompt() {
  const t = useT();
  return (
    <Card className="items-center text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <CalendarHeartIcon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle as="h2">{t("Create your first event")}</CardTitle>
        <CardDescription className="max-w-md">
          {t(
            "Set up your wedding in four short steps, then add guests, arrange tables and share the seating plan.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/onboarding">{t("Create Wedding Event")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/how-it-works">{t("How It Works")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
