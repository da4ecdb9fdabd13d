import { SectionHeading } from "./section-heading";

/** The pricing page's FAQ. Always visible, so nobody has to hunt for the answers. */
const questions = [
  {
    q: "Can I change my plan later?",
    a: "Yes. You can switch plans at any time, and the change takes effect from your next billing cycle.",
  },
  {
    q: "Which payment methods do you accept?",
    a: "We accept all major credit and debit cards and PayPal. Bank transfer is available for annual plans.",
  },
  {
    q: "Is there a money-back guarantee?",
    a: "Yes. Every paid plan comes with a 30-day money-back guarantee.",
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
      <dl className="mt-12 grid gap-6 md:grid-cols-3">
        {questions.map((item) => (
          <div key={item.q} className="rounded-2xl border bg-card p-6 shadow-soft">
            <dt className="font-serif text-lg font-semibold">{item.q}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
