import type { PublicSite } from "@/shared/site";

/** What a server-rendered page was rendered with, handed to the browser so that its first render (hydration)
 * uses the same data instead of fetching it: the site settings, and for an account page that nobody is signed
 * in (it is rendered only for a visitor without a session cookie). A JSON script is data, not code: the CSP
 * (script-src 'self') does not apply to it. */
export interface PageData {
  site: PublicSite;
  signedOut?: true;
}

const PAGE_DATA_ID = "seatwise-page-data";

/** `<` is escaped so that no value can close the script element. */
export function pageDataScript(data: PageData) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}
