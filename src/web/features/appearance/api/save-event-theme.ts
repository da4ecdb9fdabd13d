import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomThemeInput } from "@/shared/theme";
import { api, unwrap } from "@/web/lib/api-client";
import { eventThemeQueryOptions } from "./get-event-theme";

export function saveEventTheme({ eventId, theme }: { eventId: string; theme: CustomThemeInput }) {
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
