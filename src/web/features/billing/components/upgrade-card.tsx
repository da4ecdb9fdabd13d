import { CrownIcon, InfoIcon } from "lucide-react";
import { PREMIUM_PRICE_USD } from "@/shared/constants";
import { MAX_GUESTS_PER_EVENT } from "@/shared/guests";
import { MAX_TABLES } from "@/shared/tables";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/web/components/ui/card";

const count = (value: number) => value.toLocaleString("en-US");

/** What Premium really changes: nothing yet. Every plan has every feature and the same limits, and the
 * upgrade is simulated in the browser (no payment, not saved), so the card says exactly that. */
const FACTS = [
  `Every feature is in the free plan too, with the same limits: ${count(MAX_GUESTS_PER_EVENT)} guests and ${count(MAX_TABLES)} tables per event.`,
  "No payment is taken: this upgrade is a preview and lasts until you leave the page.",
];

export function UpgradeCard({
  premium,
  upgrading,
  onUpgrade,
}: {
  premium: boolean;
  upgrading: boolean;
  onUpgrade: () => void;
}) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle as="h2">{premium ? "Premium" : "Upgrade to Premium"}</CardTitle>
          {premium ? (
            <Badge variant="success">
              <CrownIcon aria-hidden="true" /> Active
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          <span className="text-2xl font-semibold text-foreground">${PREMIUM_PRICE_USD}</span> flat per event,
          valid for one year.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {FACTS.map((fact) => (
            <li key={fact} className="flex items-start gap-2 text-sm text-muted-foreground">
              <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {fact}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {premium ? (
          <p className="text-sm text-muted-foreground">Your account is on Premium. Thank you!</p>
        ) : (
          <Button size="lg" onClick={onUpgrade} disabled={upgrading}>
            {upgrading ? "Processing…" : "Upgrade Now"}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
