import { redirect } from "react-router";
import { toast } from "sonner";
import { t } from "@/shared/i18n/messages";
import { seatingBoardQueryOptions } from "@/web/features/seating/api/get-seating-board";
import { currentEventQueryOptions, readChosenEventId } from "@/web/lib/current-event";
import { guestListQueryOptions } from "@/web/lib/guest-list-query";
import { paths } from "@/web/lib/paths";
import { savedEventId } from "@/web/lib/persisted-queries";
import { queryClient } from "@/web/lib/query-client";
import { meQueryOptions } from "@/web/lib/session";

// The loaders of the screens whose reads are large. They are part of the route table (router.tsx), not of the
// screens' lazy modules, so the router runs them while those modules load: the reads start as soon as the
// app does, not once the screen's code has arrived and run. Each starts with the event it most likely works
// on: the one chosen in this browser, else the one the current event's copy from an earlier visit names
// (lib/persisted-queries.ts), so a returning owner's read does not wait for /api/events/current either.

const likelyEventId = (chosen: string | null) =>
  chosen ?? savedEventId(currentEventQueryOptions(chosen).queryKey);

/** Starts reading the event and its guest list while the dashboard shell still checks who is signed in,
 * rather than one request after the other. Never waits: the screen shows its own loading state. */
export function guestsLoader() {
  const chosen = readChosenEventId();
  const likely = likelyEventId(chosen);
  if (likely) void queryClient.prefetchQuery(guestListQueryOptions(likely));
  void queryClient
    .fetchQuery(currentEventQueryOptions(chosen))
    .then((current) => {
      if (current && current.event.id !== likely)
        return queryClient.prefetchQuery(guestListQueryOptions(current.event.id));
    })
    .catch(() => {}); // the screen's own queries show the failure
  return null;
}

/** Signed out, the Seating screen says 'Authentication required' and goes to /login. Checked before
 * the dashboard renders, so its own sign-in guard never shows. A failed check is left to that guard. */
export async function seatingLoader() {
  // Who is signed in, the current event and its board are asked for at once, not one after the other: the
  // board of the likely event at once, else as soon as the event's id is known (kept from an earlier visit —
  // given back once /api/me has named the owner — or the current event's answer), each id once.
  const chosenId = readChosenEventId();
  const currentEvent = currentEventQueryOptions(chosenId);
  const asked = new Set<string>();
  const readBoard = (eventId: string | undefined) => {
    if (!eventId || asked.has(eventId)) return;
    asked.add(eventId);
    void queryClient.prefetchQuery(seatingBoardQueryOptions(eventId));
  };
  readBoard(likelyEventId(chosenId));
  void queryClient
    .fetchQuery(currentEvent)
    .then((current) => readBoard(current?.event.id))
    .catch(() => undefined); // the screen's own queries show the error
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
  if (me === null) {
    toast.error(t("Authentication required"));
    throw redirect(paths.login);
  }
  readBoard(queryClient.getQueryData(currentEvent.queryKey)?.event.id);
  return null;
}
