import { msg } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { SIGNED_OUT_TOAST, useMe, useSignOut } from "@/web/lib/session";
import { guestHeaderItems, type HeaderItem } from "./header-items";

/** The header's actions for whoever is here: logged out, signed in, or signed in as an admin. */
export function useHeaderItems(): HeaderItem[] {
  const { data: me } = useMe();
  const signOut = useSignOut({ redirectTo: paths.home, ...SIGNED_OUT_TOAST });
  if (!me) return guestHeaderItems;
  return [
    ...(me.isAdmin ? [{ label: msg("Admin Area"), to: paths.admin.root, variant: "ghost" as const }] : []),
    { label: msg("Dashboard"), to: paths.dashboard.root, variant: "outline" },
    { label: msg("Sign Out"), onSelect: () => void signOut(), variant: "default" },
  ];
}
