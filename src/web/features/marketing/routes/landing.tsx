import { useSite } from "@/web/lib/site";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { FeaturesSection } from "../components/features-section";
import { FinalCta } from "../components/final-cta";
import { Hero } from "../components/hero";
import { PricingTeaser } from "../components/pricing-teaser";
import { StepsSection } from "../components/steps-section";

export function Component() {
  useDocumentTitle();
  const { data: site } = useSite();
  return (
    <>
      <Hero site={site} />
      <StepsSection />
      <FeaturesSection />
      <PricingTeaser />
      <FinalCta />
    </>
  );
}
