import { useMutation } from "@tanstack/react-query";
import type { CustomThemeInput } from "@/shared/theme";
import { api, unwrap } from "@/web/lib/api-client";

export function saveEventTheme({ eventId, theme }: { eventId: string; theme: CustomThemeInput }) {
  return unwrap(api.events[":eventId"].theme.$put({ param: { eventId }, json: theme }));
}

export function useSaveEventTheme() {
  return useMutation({ mutationFn: saveEventTheme });
}
