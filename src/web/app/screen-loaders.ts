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

/** Starts `read` for the likely event at once, and for the current event's once it answers (each id once);
 * returns the once-per-id `read` for a loader that learns the id another way. */
function readPerEvent(chosen: string | null, read: (eventId: string) => void) {
  const asked = new Set<string>();
  const readOnce = (eventId: string | undefined) => {
    if (!eventId || asked.has(eventId)) return;
    asked.add(eventId);
    read(eventId);
  };
  readOnce(likelyEventId(chosen));
  void queryClient
    .fetchQuery(currentEventQueryOptions(chosen))
    .then((current) => readOnce(current?.event.id))
    .catch(() => undefined); // the screen's own queries show the failure
  return readOnce;
}

/** Starts reading the event and its guest list while the dashboard shell still checks who is signed in,
 * rather than one request after the other. Never waits: the screen shows its own loading state. */
export function guestsLoader() {
  readPerEvent(readChosenEventId(), (eventId) => {
    void queryClient.prefetchQuery(guestListQueryOptions(eventId));
  });
  return null;
}

/** Signed out, the Seating screen says 'Authentication required' and goes to /login. Checked before
 * the dashboard renders, so its own sign-in guard never shows. A failed check is left to that guard. */
export async function seatingLoader() {
  // Who is signed in, the current event and its board are asked for at once, not one after the other: the
  // board of the likely event at once, else as soon as the event's id is known (kept from an earlier visit —
  // given back once /api/me has named the owner — or the current event's answer), each id once.
  const chosenId = readChosenEventId();
  const readBoard = readPerEvent(chosenId, (eventId) => {
    void queryClient.prefetchQuery(seatingBoardQueryOptions(eventId));
  });
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
  if (me === null) {
    toast.error(t("Authentication required"));
    throw redirect(paths.login);
  }
  readBoard(queryClient.getQueryData(currentEventQueryOptions(chosenId).queryKey)?.event.id);
  return null;
}
