import { LayoutGridIcon, type LucideIcon, PaletteIcon, Share2Icon, TableIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";

const ACTIONS: { title: string; text: string; to: string; icon: LucideIcon }[] = [
  { title: "Manage Guests", text: "Add, import and track RSVPs", to: "/dashboard/guests", icon: UsersIcon },
  {
    title: "Arrange Tables",
    text: "Shapes, sizes and the floor plan",
    to: "/dashboard/tables",
    icon: TableIcon,
  },
  {
    title: "Seating Plan",
    text: "Seat guests at their tables",
    to: "/dashboard/seating",
    icon: LayoutGridIcon,
  },
  {
    title: "Appearance",
    text: "Colours and fonts of your page",
    to: "/dashboard/appearance",
    icon: PaletteIcon,
  },
  { title: "Share", text: "Publish and send the link", to: "/dashboard/share", icon: Share2Icon },
];

export function ActionCards() {
  return (
    <section aria-labelledby="next-steps" className="flex flex-col gap-3">
      <h2 id="next-steps" className="font-serif text-xl font-semibold">
        Next steps
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIONS.map(({ title, text, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border bg-card p-4 shadow-soft transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{title}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
