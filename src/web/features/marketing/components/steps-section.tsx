import { ArrowRight, CalendarHeart, Share2, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    icon: CalendarHeart,
    title: msg("Set up your wedding"),
    text: msg(
      "Give your event a name, a date and a type, and say roughly how many guests you expect. A short four-step setup does the rest.",
    ),
  },
  {
    icon: UsersRound,
    title: msg("Manage guest seating"),
    text: msg(
      "Add or import your guests, place tables on a floor plan and drag each guest to a seat. Full tables warn you.",
    ),
  },
  {
    icon: Share2,
    title: msg("Share with guests"),
    text: msg(
      "Publish a themed page and share its link or QR code, so every guest can find their table on the day.",
    ),
  },
];

/** The "How It Works" anchor target on the landing page. */
export function StepsSection() {
  const t = useT();
  return (
    <section id="how-it-works" aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="steps-title"
        eyebrow={t("Three simple steps")}
        title={t("From guest list to seating chart")}
      >
        {t("Everything you need to seat your guests happily, without spreadsheets and sticky notes.")}
      </SectionHeading>
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-soft">
            <div className="flex items-center justify-between">
              <span className="grid size-12 place-content-center rounded-xl bg-lavender-100 text-lavender-700">
                <step.icon aria-hidden="true" className="size-6" />
              </span>
              {/* Decorative, yet still text to a contrast checker: lavender-600 is 4.5:1 on the white card. */}
              <span aria-hidden="true" className="font-serif text-4xl font-semibold text-lavender-600">
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold">
              <span className="sr-only">{t("Step {number}:", { number: index + 1 })} </span>
              {t(step.title)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-center">
        <Link
          to={paths.howItWorks}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-lavender-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("Read the full guide")} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </p>
    </section>
  );
}
