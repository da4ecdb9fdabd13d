import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** What surrounds the router on every page: the browser's RouterProvider, or the server's
 * StaticRouterProvider when it renders a marketing page (both must render the same tree). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Bottom right, clear of page titles and header buttons; on a phone sonner spans the bottom edge,
          below the menu button. */}
      <Toaster position="bottom-right" richColors closeButton />
    </QueryClientProvider>
  );
}
