import { DEFAULT_SITE_SETTINGS } from "@/shared/site";
import { useT } from "@/web/lib/i18n";
import { useSite } from "@/web/lib/site";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { usePricingPlans } from "../api/use-pricing-plans";
import { ContactSales } from "../components/contact-sales";
import { PlanCard } from "../components/plan-card";
import { PlanSkeletons } from "../components/plan-skeletons";
import { PricingFaq } from "../components/pricing-faq";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Pricing"));
  const { data: site } = useSite();
  const { plans, isLoading } = usePricingPlans();
  return (
    <>
      <section
        aria-labelledby="pricing-title"
        className="bg-[radial-gradient(50rem_24rem_at_50%_-20%,var(--color-lavender-100),transparent)]"
      >
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-8 text-center sm:px-6">
          <p className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">{t("Pricing")}</p>
          <h1 id="pricing-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
            {t("Simple plans for every celebration")}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            {t("Start free, and move up when your guest list grows. No hidden fees.")}
          </p>
        </div>
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:px-6">
          {isLoading ? (
            <PlanSkeletons className="grid gap-8 md:grid-cols-3" />
          ) : (
            <ul className="grid items-stretch gap-8 md:grid-cols-3">
              {plans.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <PricingFaq />
      <ContactSales email={site?.contactEmail || DEFAULT_SITE_SETTINGS.contactEmail} />
    </>
  );
}
