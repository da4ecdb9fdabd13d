import { LayoutDashboard, Palette, QrCode, Search } from "lucide-react";
import { msg, useT } from "@/web/lib/i18n";
import { SectionHeading } from "./section-heading";

const features = [
  {
    icon: LayoutDashboard,
    title: msg("Modern dashboard"),
    text: msg("Guests, tables, RSVPs and your setup checklist in one calm, clear place, on any screen."),
  },
  {
    icon: Palette,
    title: msg("Customizable design"),
    text: msg("Colours and fonts can be personalised by theme, so your guest page matches your invitations."),
  },
  {
    icon: Search,
    title: msg("Guest lookup"),
    text: msg(
      "On the day, a guest can look up their table through a shared link or QR code. No app, no queue at the seating board.",
    ),
  },
  {
    icon: QrCode,
    title: msg("Wedding QR code"),
    text: msg(
      "Download a QR code for your guest page and print it on place cards, invitations or a welcome sign.",
    ),
  },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <section aria-labelledby="features-title" className="bg-lavender-50/70 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t("Why couples love it")}
          title={t("Made for the big day")}
        >
          {t("Thoughtful tools for the planning months and the moment guests walk in.")}
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-white bg-card p-6 shadow-soft transition-shadow hover:shadow-lift"
            >
              <span className="grid size-11 place-content-center rounded-full bg-gradient-to-br from-lavender-500 to-lavender-700 text-white shadow-soft">
                <feature.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(feature.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
