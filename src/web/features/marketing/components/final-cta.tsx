import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";

export function FinalCta() {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-lavender-700 via-lavender-800 to-lavender-900 px-6 py-16 text-center text-white shadow-lift sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -end-24 -top-24 size-72 rounded-full border-[28px] border-white/5"
        />
        <div
          aria-hidden="true"
          className="absolute -start-20 -bottom-28 size-72 rounded-full bg-blush-400/10"
        />
        <h2 id="cta-title" className="relative text-3xl font-semibold sm:text-4xl">
          {t("Ready to seat your guests?")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lavender-100">
          {t("Create your event in minutes and share a page your guests will actually use.")}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-lavender-800"
          >
            <Link to={paths.login}>{t("Log In")}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            className="bg-white text-lavender-800 hover:bg-lavender-50 focus-visible:ring-white focus-visible:ring-offset-lavender-800"
          >
            <Link to={paths.signup}>{t("Start Free Trial")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
