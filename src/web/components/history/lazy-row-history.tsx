import { lazy, Suspense } from "react";
import { Spinner } from "@/web/components/ui/spinner";
import { withMessages } from "@/web/lib/i18n";

const RowHistory = lazy(withMessages(["history"], () => import("./row-history")));

/** A guest's or a table's own history (row-history.tsx), its code and messages loaded the first time it is
 * shown, so the dialogs that offer it open as fast as before (docs/decisions/021-interaction-speed.md). */
export function LazyRowHistory(props: { eventId: string; guestId?: string; tableId?: string }) {
  return (
    <Suspense fallback={<Spinner className="py-4" />}>
      <RowHistory {...props} />
    </Suspense>
  );
}
