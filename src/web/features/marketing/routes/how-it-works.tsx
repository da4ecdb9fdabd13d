import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { GuideTabs } from "../components/guide-tabs";

export function Component() {
  const t = useT();
  useDocumentTitle(t("How It Works"));
  return (
    <>
      <section className="bg-[radial-gradient(50rem_24rem_at_50%_-20%,var(--color-lavender-100),transparent)]">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6">
          <p className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">
            {t("The guide")}
          </p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t("How It Works")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            {t(
              "{product} takes you from a first guest list to a seating chart your guests can look up on the day. Here is each part, step by step.",
              { product: PRODUCT_NAME },
            )}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <GuideTabs />
      </div>
      <section aria-labelledby="guide-cta" className="border-t bg-lavender-50/70">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
          <h2 id="guide-cta" className="text-3xl font-semibold">
            {t("Ready when you are")}
          </h2>
          <p className="max-w-xl text-muted-foreground">
            {t("Create your event for free, or compare the plans first.")}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.signup}>{t("Create Your Event")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.pricing}>
                {t("View Pricing")} <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
