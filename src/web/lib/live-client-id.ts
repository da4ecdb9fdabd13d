/** This browser tab's id: its writes carry it (api-client.ts), so the live stream's echo of its own changes
 * is recognised and skipped (docs/decisions/024-live-updates.md). */
export const LIVE_CLIENT_ID: string =
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
