import { CalendarIcon, MapPinIcon, TableIcon, UsersIcon } from "lucide-react";
import type { EventSummary } from "@/shared/event";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatEventDate } from "@/web/lib/format-date";
import { useLocale, useT } from "@/web/lib/i18n";

/** Title, date, venue and the two totals of the owner's event. */
export function EventOverview({ summary }: { summary: EventSummary }) {
  const t = useT();
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  const { event, totals } = summary;
  const facts = [
    { label: t("Date"), value: formatEventDate(event.date, event.time), icon: CalendarIcon },
    { label: t("Venue"), value: event.venue ?? t("No venue yet"), icon: MapPinIcon },
    { label: t("Total guests"), value: count.format(totals.guests), icon: UsersIcon },
    { label: t("Total tables"), value: count.format(totals.tables), icon: TableIcon },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-2xl">
          {event.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(({ label, value, icon: Icon }) => (
            <div key={label} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 text-primary" />
              <div className="flex flex-col">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
