import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ThemePreset } from "@/shared/theme";
import { api, unwrap } from "@/web/lib/api-client";

export const themePresetsQueryOptions = () =>
  queryOptions({
    queryKey: ["themes"] as const,
    queryFn: async (): Promise<ThemePreset[]> => unwrap(api.themes.$get()),
    staleTime: 5 * 60_000,
  });

export function useThemePresets() {
  return useQuery(themePresetsQueryOptions());
}
