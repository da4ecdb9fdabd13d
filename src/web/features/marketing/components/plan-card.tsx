import { Check } from "lucide-react";
import { Link } from "react-router";
import type { PricingPlan } from "@/shared/pricing";
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
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { cn } from "@/web/lib/utils";
import { PlanPrice } from "./plan-price";

/** A full plan on the pricing page: price, features and its call to action. */
export function PlanCard({ plan }: { plan: PricingPlan }) {
  const t = useT();
  const free = plan.price === 0;
  return (
    <Card
      className={cn(
        "relative h-full gap-0",
        plan.isPopular && "border-primary/60 shadow-lift ring-2 ring-primary lg:-translate-y-3",
      )}
    >
      {plan.isPopular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-soft">
          {t("Most Popular")}
        </Badge>
      )}
      <CardHeader>
        {/* What the admin typed reads in its own direction, whatever the page's. */}
        <CardTitle as="h2" className="text-2xl" dir="auto">
          {plan.name}
        </CardTitle>
        <CardDescription dir="auto">{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-6 flex-1">
        <PlanPrice plan={plan} />
        <ul className="mt-6 space-y-3 text-sm" aria-label={t("{plan} features", { plan: plan.name })}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-5 shrink-0 place-content-center rounded-full bg-lavender-100 text-lavender-700">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              <span dir="auto">{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-8">
        <Button asChild size="lg" variant={plan.isPopular ? "default" : "outline"} className="w-full">
          <Link to={paths.signup}>{free ? t("Get Started") : t("Subscribe")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
