import { useCallback, useMemo } from "react";
import type { HistoryEntry } from "@/shared/history";
import type { SentenceContext } from "@/web/lib/history/entry-sentence";
import { versionTitle } from "@/web/lib/history/history-labels";
import { useVersions } from "../api/get-versions";

/** The version a "saved a version" entry is about: the one taken at that entry's version
 * (src/server/modules/history/versions.service.ts, createVersion); undefined while the versions load, or once
 * that version is deleted. */
export function useVersionNames(eventId: string): (entry: HistoryEntry) => SentenceContext | undefined {
  const versions = useVersions(eventId).data?.versions;
  const byVersion = useMemo(
    () => new Map((versions ?? []).filter((v) => v.name).map((v) => [v.atVersion, versionTitle(v)])),
    [versions],
  );
  return useCallback(
    (entry) => {
      if (entry.action !== "version.save") return undefined;
      const versionName = byVersion.get(entry.version);
      return versionName ? { versionName } : undefined;
    },
    [byVersion],
  );
}
