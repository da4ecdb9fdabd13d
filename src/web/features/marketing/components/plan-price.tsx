import type { PricingPlan } from "@/shared/pricing";
import { cn } from "@/web/lib/utils";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 });

/** "$29" and "/month"; whole prices keep no cents. */
export function formatPrice(price: number) {
  return Number.isInteger(price) ? usd.format(price) : usd.format(Number(price.toFixed(2)));
}

export function PlanPrice({ plan, className }: { plan: PricingPlan; className?: string }) {
  return (
    <p className={cn("flex items-baseline gap-1", className)}>
      <span className="font-serif text-4xl font-semibold tracking-tight">{formatPrice(plan.price)}</span>
      <span className="text-sm text-muted-foreground">/{plan.interval}</span>
    </p>
  );
}
