import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import type { ReactNode } from "react";
import { localeDirection } from "@/shared/i18n/locales";
import { useLocale, useT } from "@/web/lib/i18n";
import { Toaster } from "@/web/lib/toast";

/** Toasts at the bottom's end (right, or left in a right-to-left language), clear of page titles and header
 * buttons; on a phone sonner spans the bottom edge, below the menu button. */
function AppToaster() {
  const t = useT();
  const dir = localeDirection(useLocale());
  return (
    <Toaster
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      richColors
      closeButton
      containerAriaLabel={t("Notifications")}
      toastOptions={{ closeButtonAriaLabel: t("Close toast") }}
    />
  );
}

/** Radix's menus, tabs and sliders follow the language's direction (arrow keys, sides, fill). */
function DirectionProvider({ children }: { children: ReactNode }) {
  return <Direction.Provider dir={localeDirection(useLocale())}>{children}</Direction.Provider>;
}

/** What surrounds the router on every page: the browser's RouterProvider, or the server's
 * StaticRouterProvider when it renders a marketing page (both must render the same tree). */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** The language the page speaks (src/web/lib/i18n.tsx in the browser, the request's on the server). */
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
