import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveCustomThemeInput } from "@/shared/theme";
import { api, unwrap } from "./api-client";
import { eventThemeQueryOptions } from "./event-theme";

/** PUT /api/events/:eventId/theme, used by the onboarding wizard and the appearance screen. */
export function saveEventTheme({ eventId, theme }: { eventId: string; theme: SaveCustomThemeInput }) {
  return unwrap(api.events[":eventId"].theme.$put({ param: { eventId }, json: theme }));
}

export function useSaveEventTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventTheme,
    onSuccess: (saved, { eventId }) =>
      queryClient.setQueryData(eventThemeQueryOptions(eventId).queryKey, saved),
  });
}
