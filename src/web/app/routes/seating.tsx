import { redirect } from "react-router";
import { toast } from "sonner";
import { t } from "@/shared/i18n/messages";
import { AutoSeatTools } from "@/web/features/auto-seat/components/auto-seat-tools";
import { SeatingScreen } from "@/web/features/seating/components/seating-screen";
import { TablesEditor } from "@/web/features/tables/components/tables-editor";
import { paths } from "@/web/lib/paths";
import { queryClient } from "@/web/lib/query-client";
import { meQueryOptions } from "@/web/lib/session";

/** Signed out, the Seating screen says 'Authentication required' and goes to /login. Checked before
 * the dashboard renders, so its own sign-in guard never shows. A failed check is left to that guard. */
export async function loader() {
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
  if (me === null) {
    toast.error(t("Authentication required"));
    throw redirect(paths.login);
  }
  return null;
}

/** The Seating screen, with the Tables screen's editor composed into its Configure Tables tab and auto-seat
 * above the Assign Seats board. */
export function Component() {
  return (
    <SeatingScreen
      configureTables={(event) => <TablesEditor event={event} />}
      assignTools={(event) => <AutoSeatTools event={event} />}
    />
  );
}
