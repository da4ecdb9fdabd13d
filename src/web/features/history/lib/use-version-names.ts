import { useCallback, useMemo } from "react";
import type { HistoryEntry } from "@/shared/history";
import type { SentenceContext } from "@/web/lib/history/entry-sentence";
import { versionTitle } from "@/web/lib/history/history-labels";
import { useVersions } from "../api/get-versions";

/** The version a "saved a version" entry is about, by the event's version it was taken at; undefined when
 * the versions are not loaded or the version was deleted since. */
export function useVersionNames(eventId: string): (entry: HistoryEntry) => SentenceContext | undefined {
  const versions = useVersions(eventId).data?.versions;
  const byVersion = useMemo(
    () => new Map((versions ?? []).filter((v) => v.name).map((v) => [v.atVersion, versionTitle(v)])),
    [versions],
  );
  return useCallback(
    (entry) => {
      if (entry.action !== "version.save") return undefined;
      const versionName = byVersion.get(entry.version) ?? byVersion.get(entry.version - 1);
      return versionName ? { versionName } : undefined;
    },
    [byVersion],
  );
}
