import type { PublicSite } from "@/shared/site";

/** The site settings a server-rendered page was rendered with, handed to the browser so that its first render
 * (hydration) uses the same data instead of fetching /api/site. A JSON script is data, not code: the CSP
 * (script-src 'self') does not apply to it. */
const SITE_DATA_ID = "seatwise-site-data";

/** `<` is escaped so that no value can close the script element. */
export function siteDataScript(site: PublicSite) {
  const json = JSON.stringify(site).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SITE_DATA_ID}">${json}</script>`;
}

export function readSiteData(): PublicSite | undefined {
  const text = document.getElementById(SITE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PublicSite) : undefined;
}
