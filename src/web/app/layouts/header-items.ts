import type { ButtonProps } from "@/web/components/ui/button";
import { msg } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";

/** One header action: a link (`to`) or a button (`onSelect`, e.g. Sign Out); `label` is msg()-marked. */
export type HeaderItem = {
  label: string;
  to?: string;
  onSelect?: () => void;
  variant?: ButtonProps["variant"];
};

/** Header, logged out. A signed-in variant passes its own list to SiteHeader. */
export const guestHeaderItems: HeaderItem[] = [
  { label: msg("Admin Setup"), to: paths.adminSetup, variant: "ghost" },
  { label: msg("Log in"), to: paths.login, variant: "outline" },
  { label: msg("Sign up"), to: paths.signup, variant: "default" },
];
