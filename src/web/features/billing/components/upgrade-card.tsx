import { CheckIcon, CrownIcon } from "lucide-react";
import { PREMIUM_PRICE_USD } from "@/shared/constants";
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

const INCLUSIONS = [
  "Unlimited guests",
  "Guest e-mail notifications",
  "A custom domain",
  "Advanced seating tools",
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
          {INCLUSIONS.map((item) => (
            <li key={item} className="flex items-center gap-2 text-sm">
              <CheckIcon aria-hidden="true" className="size-4 text-success" />
              {item}
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
