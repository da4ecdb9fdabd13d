import type { ButtonProps } from "@/web/components/ui/button";
import { paths } from "@/web/lib/paths";

/** One header action: a link (`to`) or a button (`onSelect`, e.g. Sign Out). */
export type HeaderItem = {
  label: string;
  to?: string;
  onSelect?: () => void;
  variant?: ButtonProps["variant"];
};

/** Header, logged out. A signed-in variant passes its own list to SiteHeader. */
export const guestHeaderItems: HeaderItem[] = [
  { label: "Admin Setup", to: paths.adminSetup, variant: "ghost" },
  { label: "Log in", to: paths.login, variant: "outline" },
  { label: "Sign up", to: paths.signup, variant: "default" },
];
