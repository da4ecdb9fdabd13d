import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { cn } from "@/web/lib/utils";
import { usePricingPlans } from "../api/use-pricing-plans";
import { PlanPrice } from "./plan-price";
import { PlanSkeletons } from "./plan-skeletons";
import { SectionHeading } from "./section-heading";

export function PricingTeaser() {
  const t = useT();
  const { plans, isLoading } = usePricingPlans();
  return (
    <section aria-labelledby="teaser-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="teaser-title" eyebrow={t("Pricing")} title={t("A plan for every celebration")}>
        {t("Start free for an intimate wedding, and upgrade when your guest list grows.")}
      </SectionHeading>
      {isLoading ? (
        <PlanSkeletons compact className="mt-14 grid gap-6 md:grid-cols-3" />
      ) : (
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-6 shadow-soft",
                plan.isPopular && "border-primary/60 ring-2 ring-primary",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-semibold" dir="auto">
                  {plan.name}
                </h3>
                {plan.isPopular && <Badge className="tracking-wider uppercase">{t("Popular")}</Badge>}
              </div>
              <p className="mt-1 text-sm text-muted-foreground" dir="auto">
                {plan.description}
              </p>
              <PlanPrice plan={plan} className="mt-5" />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link to={paths.pricing}>
            {t("Compare all plans")} <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
