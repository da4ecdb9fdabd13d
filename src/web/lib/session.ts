import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Me } from "@/shared/auth";
import { msg, t } from "@/shared/i18n/messages";
import { api, getErrorMessage, unwrap } from "./api-client";
import { restoreQueries } from "./persisted-queries";

/** "Who am I": the one source every screen uses. `null` when signed out. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ["me"] as const,
    queryFn: async ({ client }): Promise<Me | null> => {
      const { user } = await unwrap(api.me.$get());
      // This owner's saved dashboard data, or nobody's: another account's is deleted unseen.
      restoreQueries(client, user?.id ?? null);
      return user;
    },
    staleTime: 60_000,
    // Asked even when the browser says it is offline: the check-in screen's service worker answers with the
    // copy it kept (docs/decisions/030-offline-check-in-and-kiosk.md); elsewhere it fails as before.
    networkMode: "offlineFirst",
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** After sign-in or sign-out: forget everything cached for the previous user, then ask who is here now. */
export function useResetSession() {
  const queryClient = useQueryClient();
  return async (): Promise<Me | null> => {
    queryClient.removeQueries();
    return queryClient.fetchQuery(meQueryOptions());
  };
}

/**
 * A page guard (`title` and `description` msg()-marked, toasted in the reader's language): while "who am I"
 * loads, `status` is "loading"; a visitor who is not allowed gets a toast and is sent to `redirectTo`. The
 * server guards every API route anyway; this only keeps the UI honest.
 */
export function useRequireMe(options: {
  redirectTo: string;
  title: string;
  description?: string;
  admin?: boolean;
}): { status: "loading" | "denied" | "allowed"; me: Me | null } {
  const { data: me, isPending, isError } = useMe();
  const navigate = useNavigate();
  const status = isPending
    ? "loading"
    : !isError && me && (!options.admin || me.isAdmin)
      ? "allowed"
      : "denied";
  const warned = useRef(false);
  useEffect(() => {
    if (status !== "denied" || warned.current) return;
    warned.current = true;
    toast.error(t(options.title), options.description ? { description: t(options.description) } : undefined);
    navigate(options.redirectTo, { replace: true });
  }, [status, navigate, options.redirectTo, options.title, options.description]);
  return { status, me: me ?? null };
}

/**
 * Signs out, goes to `redirectTo`, then toasts (`title` and `description` msg()-marked). Navigation comes
 * before the session is forgotten, so the page being left never renders as "signed out" (and its guard never
 * fires). Better Auth's client is loaded on the click: every page shows this button's header, few need the
 * client for anything else.
 */
export function useSignOut(options: { redirectTo: string; title: string; description: string }) {
  const navigate = useNavigate();
  const resetSession = useResetSession();
  return async () => {
    try {
      const { authCall, authClient } = await import("./auth-client");
      await authCall(authClient.signOut());
    } catch (error) {
      toast.error(t("Failed to sign out"), { description: getErrorMessage(error) });
      return;
    }
    await navigate(options.redirectTo);
    toast.success(t(options.title), { description: t(options.description) });
    await resetSession();
  };
}

export const SIGNED_OUT_TOAST = {
  title: msg("Signed out"),
  description: msg("You have been logged out successfully."),
};
