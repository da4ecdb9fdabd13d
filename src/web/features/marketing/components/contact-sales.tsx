import { Mail } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

export function ContactSales({ email }: { email: string }) {
  const t = useT();
  return (
    <div className="px-4 pb-20 sm:px-6">
      <section
        aria-labelledby="sales-title"
        className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl border bg-lavender-50 px-6 py-10 text-center sm:flex-row sm:px-10 sm:text-start"
      >
        <span className="grid size-14 shrink-0 place-content-center rounded-2xl bg-card text-lavender-700 shadow-soft">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <div className="flex-1">
          <h2 id="sales-title" className="text-2xl font-semibold">
            {t("Planning something bigger?")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("Several events, a venue or an agency? We will tailor a plan to fit.")}
          </p>
        </div>
        <Button asChild size="lg">
          {/* i18n-ignore */}
          <a href={`mailto:${email}`}>{t("Contact Sales")}</a>
        </Button>
      </section>
    </div>
  );
}
