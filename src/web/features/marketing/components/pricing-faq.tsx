import { msg, useT } from "@/web/lib/i18n";
import { SectionHeading } from "./section-heading";

/** The pricing page's FAQ. Always visible, so nobody has to hunt for the answers. */
const questions = [
  {
    q: msg("Can I change my plan later?"),
    a: msg(
      "Yes. You can switch plans at any time, and the change takes effect from your next billing cycle.",
    ),
  },
  {
    q: msg("Which payment methods do you accept?"),
    a: msg(
      "We accept all major credit and debit cards and PayPal. Bank transfer is available for annual plans.",
    ),
  },
  {
    q: msg("Is there a money-back guarantee?"),
    a: msg("Yes. Every paid plan comes with a 30-day money-back guarantee."),
  },
];

export function PricingFaq() {
  const t = useT();
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="faq-title" eyebrow={t("Questions")} title={t("Frequently asked questions")} />
      <dl className="mt-12 grid gap-6 md:grid-cols-3">
        {questions.map((item) => (
          <div key={item.q} className="rounded-2xl border bg-card p-6 shadow-soft">
            <dt className="font-serif text-lg font-semibold">{t(item.q)}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(item.a)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
