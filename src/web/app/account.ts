// The script of an account page (sign-in, sign-up, reset, confirmation) served to a visitor without a session
// (src/server/lib/web-pages.ts). The page is complete HTML whose forms post to the server, with its critical
// CSS inlined, so nothing stands between the visitor and the first paint, and nothing runs that the visitor
// has not asked for. The page carries the SPA's script and stylesheet tags in a <template data-app>: their
// files are prefetched once the page has loaded, and the SPA starts (main.tsx, which hydrates the page) at the
// visitor's first interaction, or at once on a page that does its work with script (the confirmation link's).
// Until then the page's own controls work (page-controls.ts) and a posted form is answered by the server
// (docs/decisions/022-light-entry.md).
// The app's stylesheet: its link in account.html is where the server inlines the rules the page uses.
import "@/web/styles/app.css";
import { enhanceControls } from "./page-controls";

const controls = new AbortController();
enhanceControls(controls.signal);

const appTags = () => [
  ...(document.querySelector<HTMLTemplateElement>("template[data-app]")?.content.children ?? []),
];
const fileOf = (tag: Element) => tag.getAttribute("src") ?? tag.getAttribute("href") ?? "";

/** The app's files fetched at low priority into the cache, not run. */
function prefetchApp() {
  for (const tag of appTags()) {
    const link = Object.assign(document.createElement("link"), { rel: "prefetch", href: fileOf(tag) });
    link.crossOrigin = "";
    document.head.append(link);
  }
}

const INTERACTIONS = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart"] as const;
let started = false;

/** The stylesheet first (what the app renders next is styled), then the modules, then the entry. */
async function startApp() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, startApp, true);
  const tags = appTags();
  const added = (tag: Element) => {
    const element = document.createElement(tag.localName === "script" ? "script" : "link");
    for (const { name, value } of tag.attributes) element.setAttribute(name, value);
    document.head.append(element);
    return new Promise((resolve) => {
      element.addEventListener("load", resolve, { once: true });
      element.addEventListener("error", resolve, { once: true });
    });
  };
  await Promise.all(tags.filter((tag) => tag.localName === "link").map(added));
  const entry = tags.find((tag) => tag.localName === "script");
  if (!entry) return;
  await added(entry);
  // The entry has run: the app hydrates the page next, and takes its controls over.
  controls.abort();
}

if (document.querySelector("[data-needs-app]")) void startApp();
else {
  for (const type of INTERACTIONS) addEventListener(type, startApp, { capture: true, passive: true });
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(prefetchApp, { timeout: 2000 })
      : setTimeout(prefetchApp);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
