import {
  LayoutGridIcon,
  type LucideIcon,
  PaletteIcon,
  PrinterIcon,
  Share2Icon,
  TableIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { EventSummary } from "@/shared/event";
import { msg, useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { cn } from "@/web/lib/utils";
import { type NextStepId, nextSteps } from "../lib/next-steps";

const ACTIONS: Record<NextStepId, { title: string; text: string; to: string; icon: LucideIcon }> = {
  guests: {
    title: msg("Add your guests"),
    text: msg("Type them in or import a CSV"),
    to: paths.dashboard.guests,
    icon: UsersIcon,
  },
  tables: {
    title: msg("Set up your tables"),
    text: msg("Shapes, sizes and the floor plan"),
    to: paths.dashboard.tables,
    icon: TableIcon,
  },
  seating: {
    title: msg("Seat your guests"),
    text: msg("By hand or with auto-seat"),
    to: paths.dashboard.seating,
    icon: LayoutGridIcon,
  },
  appearance: {
    title: msg("Style your guest page"),
    text: msg("Colours and fonts"),
    to: paths.dashboard.appearance,
    icon: PaletteIcon,
  },
  share: {
    title: msg("Publish your guest page"),
    text: msg("Then send the link or QR code"),
    to: paths.dashboard.share,
    icon: Share2Icon,
  },
  print: {
    title: msg("Print for the day"),
    text: msg("Place cards and seating charts"),
    to: paths.dashboard.print,
    icon: PrinterIcon,
  },
};

/** A live page has nothing left to publish: its card only sends the link. */
const SHARE_LIVE_PAGE = { title: msg("Share your guest page"), text: msg("Send the link or QR code") };

/** One row of cards at most, as wide as the page: no empty slot whatever the count. */
const COLUMNS = ["", "", "sm:grid-cols-2", "sm:grid-cols-2 lg:grid-cols-3"];

/** The next few things to do, from the event's progress (see ../lib/next-steps.ts). */
export function ActionCards({ summary }: { summary: EventSummary }) {
  const t = useT();
  const steps = nextSteps(summary);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="next-steps" className="flex flex-col gap-3">
      <h2 id="next-steps" className="font-serif text-xl font-semibold">
        {t("Next steps")}
      </h2>
      <ul className={cn("grid gap-3", COLUMNS[steps.length])}>
        {steps.map((id) => {
          const live = id === "share" && summary.event.isPublished;
          const { title, text, to, icon: Icon } = { ...ACTIONS[id], ...(live && SHARE_LIVE_PAGE) };
          return (
            // Three cards on two columns: the third takes the whole second row.
            <li key={id} className="sm:last:odd:col-span-2 lg:last:odd:col-span-1">
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-2xl border bg-card p-4 shadow-soft transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{t(title)}</span>
                  <span className="text-sm text-muted-foreground">{t(text)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
