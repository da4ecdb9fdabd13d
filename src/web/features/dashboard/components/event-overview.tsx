import { CalendarIcon, MapPinIcon, TableIcon, UsersIcon } from "lucide-react";
import type { EventSummary } from "@/shared/event";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatEventDate } from "@/web/lib/format-date";

/** Title, date, venue and the two totals of the owner's event. */
export function EventOverview({ summary }: { summary: EventSummary }) {
  const { event, totals } = summary;
  const facts = [
    { label: "Date", value: formatEventDate(event.date, event.time), icon: CalendarIcon },
    { label: "Venue", value: event.venue ?? "No venue yet", icon: MapPinIcon },
    { label: "Total guests", value: String(totals.guests), icon: UsersIcon },
    { label: "Total tables", value: String(totals.tables), icon: TableIcon },
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
