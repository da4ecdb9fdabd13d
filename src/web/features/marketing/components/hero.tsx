import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { DEFAULT_SITE_SETTINGS, type PublicSite } from "@/shared/site";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { HeroVisual } from "./hero-visual";

export function Hero({ site }: { site?: PublicSite }) {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-lavender-100),transparent),radial-gradient(40rem_24rem_at_-10%_30%,var(--color-blush-50),transparent)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:pt-20 lg:pb-28">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-lavender-200 bg-card/80 px-3 py-1 text-xs font-medium text-lavender-800 shadow-soft">
            <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
            {t("Wedding seating, beautifully simple")}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
            {site?.landingHeadline || DEFAULT_SITE_SETTINGS.landingHeadline}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {site?.landingSubtext || DEFAULT_SITE_SETTINGS.landingSubtext}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.signup}>{t("Start Planning")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">{t("How It Works")}</a>
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            {t("Free plan for intimate weddings · No card needed to start")}
          </p>
        </div>
        <HeroVisual imageUrl={site?.heroImageUrl} />
      </div>
    </section>
  );
}
