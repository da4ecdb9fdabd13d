import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { type PresentTab, usePresentTabs } from "@/web/lib/live-presence";
import { useMe } from "@/web/lib/session";
import { useLiveEvent } from "@/web/lib/use-live-event";
import { PersonInitials } from "./person-initials";

/**
 * The dashboard's live connection to the current event (lib/use-live-event.ts), and who else is on it right
 * now: their initials at the top of the screen, each with their full name (docs/decisions/024-live-updates.md).
 * Mounted once, by the dashboard layout.
 */
export function LiveEvent() {
  const { data: event } = useCurrentEvent();
  useLiveEvent(event?.event.id, event?.event.version);
  const me = useMe().data;
  const people = othersOf(usePresentTabs(), me?.id);
  const t = useT();
  if (!people.length) return null;
  return (
    <ul
      aria-label={t("Also on this event")}
      className="fixed end-16 top-3 z-50 flex items-center gap-1 md:end-6 md:top-4"
    >
      {people.map((person) => (
        <li key={person.userId}>
          <PersonInitials
            userId={person.userId}
            name={person.name}
            label={t("{name} is on this event", { name: person.name })}
          />
        </li>
      ))}
    </ul>
  );
}

/** One entry per person other than me, in the order they arrived. */
function othersOf(tabs: PresentTab[], myId: string | undefined) {
  const seen = new Map<string, PresentTab>();
  for (const tab of tabs) if (tab.userId !== myId && !seen.has(tab.userId)) seen.set(tab.userId, tab);
  return [...seen.values()];
}
