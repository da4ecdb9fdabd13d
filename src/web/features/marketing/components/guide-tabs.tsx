import { Check, LayoutGrid, Share2, UsersRound } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { msg, useT } from "@/web/lib/i18n";
import { GuestListVisual, ShareVisual, TablesVisual } from "./guide-visuals";

const guides = [
  {
    value: "guests",
    tab: msg("Manage Guests"),
    icon: UsersRound,
    title: msg("Keep your whole guest list in one place"),
    text: msg(
      "Add guests one by one or import a spreadsheet as a CSV file. Each guest can carry an e-mail address, a phone number, an RSVP status, dietary needs and notes, so nothing lives on scraps of paper.",
    ),
    points: [
      msg("Import guests from CSV, export the list whenever the caterer asks"),
      msg("Track who is invited, confirmed or declined at a glance"),
      msg("Note dietary restrictions and anything else worth remembering"),
      msg("Search and filter as the list grows"),
    ],
    Visual: GuestListVisual,
  },
  {
    value: "tables",
    tab: msg("Arrange Tables"),
    icon: LayoutGrid,
    title: msg("Draw your room and seat everyone"),
    text: msg(
      "Place round, rectangular or oval tables on a floor plan that looks like your venue, give each one between 2 and 20 seats, then drag guests to their places. Seatwise tells you when a table is nearly full and refuses to overfill it.",
    ),
    points: [
      msg("Round, rectangular and oval tables, 2 to 20 seats each"),
      msg("Drag and drop guests, or use the keyboard"),
      msg("Colour cues when a table is nearly or completely full"),
      msg("Move tables around until the room feels right"),
    ],
    Visual: TablesVisual,
  },
  {
    value: "share",
    tab: msg("Share with Guests"),
    icon: Share2,
    title: msg("A page where every guest finds their seat"),
    text: msg(
      "Publish a guest page with your event details in your own colours and fonts, then share its link or QR code. On the day, guests open the page on their phone, find their name and see their table straight away, with nothing to install.",
    ),
    points: [
      msg("Theme the page with your colours, fonts and cover image"),
      msg("Share a link, or print the QR code on cards and signs"),
      msg("Preview privately, publish when you are ready"),
      msg("Guests look up their table in seconds on their phone"),
    ],
    Visual: ShareVisual,
  },
];

export function GuideTabs() {
  const t = useT();
  return (
    <Tabs defaultValue="guests" className="items-center gap-10">
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
        {guides.map((guide) => (
          <TabsTrigger
            key={guide.value}
            value={guide.value}
            className="h-full px-2 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
          >
            <guide.icon aria-hidden="true" className="hidden sm:block" />
            {t(guide.tab)}
          </TabsTrigger>
        ))}
      </TabsList>
      {guides.map((guide) => (
        <TabsContent key={guide.value} value={guide.value} className="w-full">
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              <h2 className="text-3xl font-semibold">{t(guide.title)}</h2>
              <p className="mt-4 leading-relaxed text-muted-foreground">{t(guide.text)}</p>
              <ul className="mt-6 space-y-3 text-sm">
                {guide.points.map((point) => (
                  <li key={point} className="flex items-start gap-3">
                    <span className="mt-0.5 grid size-5 shrink-0 place-content-center rounded-full bg-lavender-100 text-lavender-700">
                      <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                    {t(point)}
                  </li>
                ))}
              </ul>
            </div>
            <guide.Visual />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
