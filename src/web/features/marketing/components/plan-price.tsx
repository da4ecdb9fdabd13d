import type { PricingPlan } from "@/shared/pricing";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** "$29" and "/month" in the reader's language; whole prices keep no cents. */
export function formatPrice(price: number, locale = "en") {
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: 0 });
  return Number.isInteger(price) ? usd.format(price) : usd.format(Number(price.toFixed(2)));
}

export function PlanPrice({ plan, className }: { plan: PricingPlan; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={cn("flex items-baseline gap-1", className)}>
      {/* Left to right even in Arabic: the browser would otherwise split "US$" around the number. */}
      <span className="font-serif text-4xl font-semibold tracking-tight" dir="ltr">
        {formatPrice(plan.price, locale)}
      </span>
      <span className="text-sm text-muted-foreground">
        {t("{interval, select, month {/month} year {/year} other {/{interval}}}", {
          interval: plan.interval,
        })}
      </span>
    </p>
  );
}
